import { and, eq, lt, sql } from 'drizzle-orm';
import {
  JOURNEY_RESTORE_DAYS,
  JOURNEY_TITLE_MAX,
  type Journey,
  type JourneyCreate,
  type JourneyDeleted,
  type JourneyDetail,
  type JourneyListQuery,
  type JourneyPage,
  type JourneyStatus,
  type JourneyUpdate,
  type NewStep,
  type PaginationQuery,
  type ProjectColor,
  type Visibility,
} from '@waymark/shared/journeys/contracts';
import { isDateRangeValid } from '@waymark/shared/journeys/dates';
import { nextJourneyStatus } from '@waymark/shared/journeys/status';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { recordJourneyEvent } from '@/features/activities/record';
import { toPage } from '@/features/journeys/cursor';
import { remapStepBlocks } from '@/features/journeys/document-copy';
import { statusColumns } from '@/features/journeys/journey-counters';
import { applyStepPlan } from '@/features/journeys/step-plan';
import {
  invalidField,
  journeyNotFound,
  projectNotFound,
  staleVersion,
} from '@/features/journeys/errors';
import {
  presentJourney,
  presentStep,
  type JourneyRecord,
  type JourneyRow,
} from '@/features/journeys/presenter';
import {
  countSteps,
  findVisibleJourney,
  listJourneyRows,
  lockOwnJourney,
  selectJourneys,
  stepsOf,
} from '@/features/journeys/queries';
import { journeyDocuments, journeys, journeySteps } from '@/features/journeys/schema';
import { projects } from '@/features/projects/schema';
import { userSettings } from '@/features/settings/schema';

const dayMs = 86_400_000;

async function readJourney(tx: AppTransaction, id: string): Promise<JourneyRow> {
  const row = await findVisibleJourney(tx, id);
  if (!row) throw journeyNotFound();
  return row;
}

async function detailOf(
  tx: AppTransaction,
  row: JourneyRow,
  viewerId: string | null,
): Promise<JourneyDetail> {
  const steps = await stepsOf(tx, row.journey.id);
  const project = row.journey.projectId
    ? ((
        await tx
          .select({
            id: projects.id,
            title: projects.title,
            icon: projects.icon,
            color: projects.color,
          })
          .from(projects)
          .where(eq(projects.id, row.journey.projectId))
      )[0] ?? null)
    : null;
  return {
    ...presentJourney(row, viewerId),
    steps: steps.map(presentStep),
    project: project ? { ...project, color: project.color as ProjectColor } : null,
  };
}

/** Re-reads a journey the caller just wrote, with the owner's profile. */
export async function presentOwn(
  tx: AppTransaction,
  id: string,
  viewerId: string,
): Promise<Journey> {
  const [row] = await selectJourneys(tx).where(eq(journeys.id, id));
  if (!row) throw journeyNotFound();
  return presentJourney(row, viewerId);
}

export async function getJourney(
  db: AppDatabase,
  viewerId: string | null,
  id: string,
): Promise<JourneyDetail> {
  return withUser(db, viewerId, async (tx) => detailOf(tx, await readJourney(tx, id), viewerId));
}

type ListQuery = Omit<JourneyListQuery, 'limit' | 'sort'> & {
  limit: number;
  sort: NonNullable<JourneyListQuery['sort']>;
};

/** The caller's own journeys, or with projectId the journeys of that project they may see. */
export async function listJourneys(
  db: AppDatabase,
  viewerId: string,
  query: ListQuery,
): Promise<JourneyPage> {
  return withUser(db, viewerId, async (tx) => {
    const { rows, keyOf } = await listJourneyRows(tx, {
      ...query,
      ownerId: query.projectId ? undefined : viewerId,
    });
    return toPage(rows, query.limit, (row) => presentJourney(row, viewerId), keyOf);
  });
}

/** GET /api/users/:id/journeys: what the viewer (maybe signed out) may see of one person's journeys. */
export async function listUserJourneys(
  db: AppDatabase,
  viewerId: string | null,
  ownerId: string,
  query: Required<Pick<PaginationQuery, 'limit'>> & Pick<PaginationQuery, 'cursor'>,
): Promise<JourneyPage> {
  return withUser(db, viewerId, async (tx) => {
    const { rows, keyOf } = await listJourneyRows(tx, {
      ownerId,
      sort: 'updated',
      cursor: query.cursor,
      limit: query.limit,
    });
    return toPage(rows, query.limit, (row) => presentJourney(row, viewerId), keyOf);
  });
}

async function assertOwnProject(tx: AppTransaction, projectId: string, ownerId: string) {
  const [project] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.ownerId, ownerId)));
  if (!project) throw projectNotFound();
}

async function defaultVisibility(tx: AppTransaction, userId: string): Promise<Visibility> {
  const [row] = await tx
    .select({ visibility: userSettings.defaultJourneyVisibility })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return (row?.visibility as Visibility | undefined) ?? 'private';
}

async function insertSteps(
  tx: AppTransaction,
  journeyId: string,
  ownerId: string,
  steps: readonly (NewStep & { completedAt?: Date | null })[],
) {
  if (steps.length === 0) return [];
  return tx
    .insert(journeySteps)
    .values(
      steps.map((step, position) => ({
        journeyId,
        ownerId,
        position,
        title: step.title,
        notes: step.notes ?? '',
        dueDate: step.dueDate ?? null,
      })),
    )
    .returning();
}

export async function createJourney(
  db: AppDatabase,
  userId: string,
  input: JourneyCreate,
): Promise<JourneyDetail> {
  return withUser(db, userId, async (tx) => {
    if (input.projectId) await assertOwnProject(tx, input.projectId, userId);
    const steps = input.steps ?? [];
    const [journey] = await tx
      .insert(journeys)
      .values({
        ownerId: userId,
        title: input.title,
        description: input.description ?? '',
        category: input.category ?? 'other',
        visibility: input.visibility ?? (await defaultVisibility(tx, userId)),
        status: input.status ?? 'planned',
        projectId: input.projectId ?? null,
        startDate: input.startDate ?? null,
        targetDate: input.targetDate ?? null,
        stepCount: steps.length,
        completedAt: input.status === 'completed' ? new Date() : null,
      })
      .returning();
    if (!journey) throw new Error('Inserting a journey returned no row');
    await insertSteps(tx, journey.id, userId, steps);
    await recordJourneyEvent(tx, userId, 'journey.created', journey);
    return detailOf(tx, await readJourney(tx, journey.id), userId);
  });
}

async function lockForChange(
  tx: AppTransaction,
  id: string,
  userId: string,
  version?: number,
): Promise<JourneyRecord> {
  const journey = await lockOwnJourney(tx, id, userId);
  if (!journey) throw journeyNotFound();
  if (version !== undefined && version !== journey.version) throw staleVersion('journey');
  return journey;
}

/** PATCH: the fields given, checked against the stored ones (dates, project), version bumped. */
export async function updateJourney(
  db: AppDatabase,
  userId: string,
  id: string,
  input: JourneyUpdate,
): Promise<Journey> {
  const { version, steps, ...changes } = input;
  return withUser(db, userId, async (tx) => {
    const current = await lockForChange(tx, id, userId, version);
    const startDate = changes.startDate !== undefined ? changes.startDate : current.startDate;
    const targetDate = changes.targetDate !== undefined ? changes.targetDate : current.targetDate;
    if (!isDateRangeValid(startDate, targetDate)) {
      throw invalidField('targetDate', 'Target date cannot be before the start date');
    }
    if (changes.projectId) await assertOwnProject(tx, changes.projectId, userId);
    // Steps first, then one decision on the status from the request and the final counts, so
    // the activity recorded matches the status saved.
    if (steps) await applyStepPlan(tx, current, userId, steps);
    const counts = steps ? await countSteps(tx, id) : undefined;
    const outcome = nextJourneyStatus({
      previous: current.status as JourneyStatus,
      requested: changes.status,
      steps: counts,
    });
    const [updated] = await tx
      .update(journeys)
      .set({
        ...changes,
        ...statusColumns(outcome),
        ...(counts && { stepCount: counts.total, completedStepCount: counts.done }),
        version: sql`${journeys.version} + 1`,
      })
      .where(eq(journeys.id, id))
      .returning();
    if (!updated) throw journeyNotFound();
    if (outcome.completes) await recordJourneyEvent(tx, userId, 'journey.completed', updated);
    return presentOwn(tx, id, userId);
  });
}

export async function archiveJourney(db: AppDatabase, userId: string, id: string) {
  return withUser(db, userId, async (tx) => {
    await lockForChange(tx, id, userId);
    await tx
      .update(journeys)
      .set({ status: 'archived', version: sql`${journeys.version} + 1` })
      .where(eq(journeys.id, id));
    return presentOwn(tx, id, userId);
  });
}

/**
 * Soft delete: the journey leaves every list and every other viewer at once, and its owner
 * can restore it (the toast's undo) for JOURNEY_RESTORE_DAYS. Journeys deleted longer ago
 * are purged here, so no job is needed.
 */
export async function deleteJourney(
  db: AppDatabase,
  userId: string,
  id: string,
): Promise<JourneyDeleted> {
  return withUser(db, userId, async (tx) => {
    await lockForChange(tx, id, userId);
    const deletedAt = new Date();
    await tx
      .update(journeys)
      .set({ deletedAt, version: sql`${journeys.version} + 1` })
      .where(eq(journeys.id, id));
    await tx
      .delete(journeys)
      .where(
        and(
          eq(journeys.ownerId, userId),
          lt(journeys.deletedAt, new Date(deletedAt.getTime() - JOURNEY_RESTORE_DAYS * dayMs)),
        ),
      );
    return {
      id,
      restorableUntil: new Date(deletedAt.getTime() + JOURNEY_RESTORE_DAYS * dayMs).toISOString(),
    };
  });
}

export async function restoreJourney(db: AppDatabase, userId: string, id: string) {
  return withUser(db, userId, async (tx) => {
    const journey = await lockOwnJourney(tx, id, userId, { deleted: true });
    const expired =
      !journey?.deletedAt ||
      journey.deletedAt.getTime() < Date.now() - JOURNEY_RESTORE_DAYS * dayMs;
    if (expired) throw journeyNotFound();
    await tx
      .update(journeys)
      .set({ deletedAt: null, version: sql`${journeys.version} + 1` })
      .where(eq(journeys.id, id));
    return presentOwn(tx, id, userId);
  });
}

const copyTitle = (title: string) => {
  const suffix = ' (copy)';
  return title.length + suffix.length > JOURNEY_TITLE_MAX
    ? `${title.slice(0, JOURNEY_TITLE_MAX - suffix.length)}${suffix}`
    : `${title}${suffix}`;
};

/**
 * A new journey of the caller from `source`: its steps (never their ticks), and its document
 * with step blocks pointing at the new steps. A fork is a template: no dates, the caller's
 * default visibility, and a link back to where it came from.
 */
async function copyJourney(
  tx: AppTransaction,
  userId: string,
  source: JourneyRecord,
  mode: 'duplicate' | 'fork',
): Promise<JourneyDetail> {
  const fork = mode === 'fork';
  const sourceSteps = await stepsOf(tx, source.id);
  const [copy] = await tx
    .insert(journeys)
    .values({
      ownerId: userId,
      title: fork ? source.title : copyTitle(source.title),
      description: source.description,
      category: source.category,
      visibility: fork ? await defaultVisibility(tx, userId) : source.visibility,
      status: 'planned',
      projectId: fork ? null : source.projectId,
      coverImageUrl: fork ? null : source.coverImageUrl,
      startDate: fork ? null : source.startDate,
      targetDate: fork ? null : source.targetDate,
      stepCount: sourceSteps.length,
      forkedFromId: fork ? source.id : null,
    })
    .returning();
  if (!copy) throw new Error('Copying a journey returned no row');
  const newSteps = await insertSteps(
    tx,
    copy.id,
    userId,
    sourceSteps.map((step) => ({
      title: step.title,
      notes: step.notes,
      dueDate: fork ? null : step.dueDate,
    })),
  );
  const [document] = await tx
    .select()
    .from(journeyDocuments)
    .where(eq(journeyDocuments.journeyId, source.id));
  if (document) {
    const stepIds = new Map(sourceSteps.map((step, i) => [step.id, newSteps[i]!.id]));
    await tx.insert(journeyDocuments).values({
      journeyId: copy.id,
      ownerId: userId,
      document: remapStepBlocks(document.document as never, stepIds),
    });
  }
  await recordJourneyEvent(
    tx,
    userId,
    fork ? 'journey.forked' : 'journey.created',
    copy,
    fork ? { fromJourneyId: source.id } : {},
  );
  return detailOf(tx, await readJourney(tx, copy.id), userId);
}

export async function duplicateJourney(db: AppDatabase, userId: string, id: string) {
  return withUser(db, userId, async (tx) => {
    const source = await lockOwnJourney(tx, id, userId);
    if (!source) throw journeyNotFound();
    return copyJourney(tx, userId, source, 'duplicate');
  });
}

/** Any journey the caller may see (public ones of others, their own too) becomes a template. */
export async function forkJourney(db: AppDatabase, userId: string, id: string) {
  return withUser(db, userId, async (tx) => {
    const source = await readJourney(tx, id);
    return copyJourney(tx, userId, source.journey, 'fork');
  });
}
