import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { importMappings } from '@/db/tables/data-exports';

// An import runs as its person (withUser): row-level security decides what exists for them and
// what they may write, exactly as for the app's own routes.

/** Of `ids`, those that are already the caller's own rows in `table` (the same account). */
export async function ownIds(
  tx: AppTransaction,
  table: 'projects' | 'journeys',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  // One array parameter (the ids are validated UUIDs): a JS array would expand to a list.
  const idArray = `{${ids.join(',')}}`;
  const { rows } = await tx.execute<{ id: string }>(
    table === 'projects'
      ? sql`select id from projects where owner_id = app.current_user_id() and id = any(${idArray}::uuid[])`
      : sql`select id from journeys where owner_id = app.current_user_id() and id = any(${idArray}::uuid[])`,
  );
  return new Set(rows.map((row) => row.id));
}

/** What earlier imports made from these ids, source → target. */
export async function mappedIds(
  tx: AppTransaction,
  kind: 'project' | 'journey',
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ sourceId: importMappings.sourceId, targetId: importMappings.targetId })
    .from(importMappings)
    .where(and(eq(importMappings.kind, kind), inArray(importMappings.sourceId, ids)));
  return new Map(rows.map((row) => [row.sourceId, row.targetId]));
}

export async function recordMapping(
  tx: AppTransaction,
  userId: string,
  kind: 'project' | 'journey',
  sourceId: string,
  targetId: string,
): Promise<void> {
  await tx.insert(importMappings).values({ userId, kind, sourceId, targetId });
}

export interface NewProjectRow {
  ownerId: string;
  title: string;
  description: string;
  icon: string;
  color: string;
  status: string;
  visibility: string;
  createdAt: string;
}

export async function insertProject(tx: AppTransaction, row: NewProjectRow): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into projects (owner_id, title, description, icon, color, status, visibility, created_at, updated_at)
    values (${row.ownerId}, ${row.title}, ${row.description}, ${row.icon}, ${row.color}, ${row.status},
      ${row.visibility}, ${row.createdAt}::timestamptz, now())
    returning id`);
  const id = rows[0]?.id;
  if (!id) throw new Error('insert returned no row');
  return id;
}

export interface NewJourneyRow {
  ownerId: string;
  projectId: string | null;
  title: string;
  description: string;
  category: string;
  visibility: string;
  status: string;
  startDate: string | null;
  targetDate: string | null;
  completedAt: string | null;
  deletedAt: string | null;
  createdAt: string;
  stepCount: number;
  completedStepCount: number;
  targetValue?: number | null;
  targetUnit?: string | null;
}

export async function insertJourney(tx: AppTransaction, row: NewJourneyRow): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into journeys (owner_id, project_id, title, description, category, visibility, status,
      start_date, target_date, completed_at, deleted_at, step_count, completed_step_count,
      created_at, updated_at, target_value, target_unit)
    values (${row.ownerId}, ${row.projectId}, ${row.title}, ${row.description}, ${row.category},
      ${row.visibility}, ${row.status}, ${row.startDate}::date, ${row.targetDate}::date,
      ${row.completedAt}::timestamptz, ${row.deletedAt}::timestamptz, ${row.stepCount},
      ${row.completedStepCount}, ${row.createdAt}::timestamptz, now(),
      ${row.targetValue ?? null}::numeric, ${row.targetUnit ?? null})
    returning id`);
  const id = rows[0]?.id;
  if (!id) throw new Error('insert returned no row');
  return id;
}

export async function setJourneyCover(tx: AppTransaction, journeyId: string, url: string) {
  await tx.execute(sql`update journeys set cover_image_url = ${url} where id = ${journeyId}`);
}

export interface NewStepRow {
  position: number;
  title: string;
  notes: string;
  dueDate: string | null;
  completedAt: string | null;
  /** A recurring step's schedule (habits), both or neither. */
  scheduleTimes?: number | null;
  schedulePer?: string | null;
}

export async function insertSteps(
  tx: AppTransaction,
  journeyId: string,
  ownerId: string,
  steps: NewStepRow[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const step of steps) {
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into journey_steps (journey_id, owner_id, position, title, notes, due_date, completed_at,
        schedule_times, schedule_per)
      values (${journeyId}, ${ownerId}, ${step.position}, ${step.title}, ${step.notes},
        ${step.dueDate}::date, ${step.completedAt}::timestamptz, ${step.scheduleTimes ?? null}::int,
        ${step.schedulePer ?? null})
      returning id`);
    ids.push(rows[0]?.id ?? '');
  }
  return ids;
}

export async function insertDocument(
  tx: AppTransaction,
  journeyId: string,
  ownerId: string,
  document: unknown,
): Promise<void> {
  await tx.execute(sql`
    insert into journey_documents (journey_id, owner_id, document)
    values (${journeyId}, ${ownerId}, ${JSON.stringify(document)}::jsonb)`);
}

/** A journey put in the bin after its history was written (the history's policies want it live). */
export async function binJourney(tx: AppTransaction, journeyId: string, deletedAt: string) {
  await tx.execute(
    sql`update journeys set deleted_at = ${deletedAt}::timestamptz where id = ${journeyId}`,
  );
}

export async function insertPauses(
  tx: AppTransaction,
  journeyId: string,
  createdBy: string,
  pauses: { from_on: string; until_on: string; reason: string }[],
): Promise<void> {
  for (const pause of pauses) {
    await tx.execute(sql`
      insert into journey_pauses (journey_id, from_on, until_on, reason, created_by)
      values (${journeyId}, ${pause.from_on}::date, ${pause.until_on}::date, ${pause.reason},
        ${createdBy})`);
  }
}

/**
 * Lets this person in again as a collaborator of the imported journey, by username, where the
 * sharing rules still allow it: someone of that name exists, it is not the importer, and no
 * block stands between them (app.is_blocked_with). True when they were let in.
 */
export async function insertCollaborator(
  tx: AppTransaction,
  journeyId: string,
  ownerId: string,
  person: { username: string; role: 'editor' | 'viewer' },
): Promise<boolean> {
  const result = await tx.execute(sql`
    with person as (
      select app.profile_id_by_username(${person.username.replace(/^@/, '').toLowerCase()}) as id
    )
    insert into journey_collaborators (journey_id, user_id, role, added_by)
    select ${journeyId}, person.id, ${person.role}, ${ownerId} from person
    where person.id is not null and person.id <> ${ownerId}
      and not app.is_blocked_with(person.id)
    on conflict do nothing
    returning user_id`);
  return result.rows.length > 0;
}
