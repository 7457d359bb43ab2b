import { JOURNEY_TITLE_MAX } from '@waymark/shared/journeys/common-contracts';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { recordJourneyEvent } from '@/capabilities/activities/service';
import { newStepRows } from '@/features/journeys/create-journey';
import { remapStepBlocks } from '@/features/journeys/document-copy';
import { findDocument, insertDocument } from '@/features/journeys/document-queries';
import { journeyNotFound } from '@/features/journeys/errors';
import { detailOf, readJourney } from '@/features/journeys/journey-access';
import {
  defaultVisibility,
  insertJourney,
  lockOwnJourney,
} from '@/features/journeys/journey-queries';
import { notifyJourneyForked } from '@/features/journeys/journey-notifications';
import type { JourneyRecord } from '@/capabilities/journey-cards/presenter';
import { insertSteps, stepsOf } from '@/features/journeys/step-queries';

const copyTitle = (title: string) => {
  const suffix = ' (copy)';
  return title.length + suffix.length > JOURNEY_TITLE_MAX
    ? `${title.slice(0, JOURNEY_TITLE_MAX - suffix.length)}${suffix}`
    : `${title}${suffix}`;
};

/**
 * A new journey of the caller from `source`: its steps (never their ticks), and its document
 * with step blocks pointing at the new steps, and its target (never its entries). A fork is a template: no dates, the caller's
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
  const copy = await insertJourney(tx, {
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
    // The target travels (a template of "run 100 km" aims at 100 km), its entries do not.
    targetValue: source.targetValue,
    targetUnit: source.targetUnit,
    stepCount: sourceSteps.length,
    forkedFromId: fork ? source.id : null,
  });
  const newSteps = await insertSteps(
    tx,
    newStepRows(
      copy.id,
      userId,
      sourceSteps.map((step) => ({
        title: step.title,
        notes: step.notes,
        dueDate: fork ? null : step.dueDate,
      })),
      // A habit stays a habit in the copy; its check-ins are the source's own.
    ).map((row, i) => ({
      ...row,
      scheduleTimes: sourceSteps[i]!.scheduleTimes,
      schedulePer: sourceSteps[i]!.schedulePer,
    })),
  );
  const document = await findDocument(tx, source.id);
  if (document) {
    const stepIds = new Map(sourceSteps.map((step, i) => [step.id, newSteps[i]!.id]));
    await insertDocument(tx, {
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
  if (fork) await notifyJourneyForked(tx, userId, source);
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
