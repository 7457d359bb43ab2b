import { and, eq, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { importKeys } from '@/db/tables/data-exports';
import { stepCheckins } from '@/db/tables/habits';
import { journeyEntries } from '@/db/tables/journey-entries';
import { uuidArray } from '@/db/uuid-array';

// A tracker import runs as its person (withUser), like the archive import: row-level security
// decides what exists for them and what they may write.

export type ImportKeyKind = 'journey' | 'step' | 'entry';

/** The keys earlier imports from this source made, key → the row made. */
export async function keysOf(
  tx: AppTransaction,
  kind: ImportKeyKind,
  prefix: string,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ key: importKeys.key, targetId: importKeys.targetId })
    .from(importKeys)
    .where(and(eq(importKeys.kind, kind), sql`starts_with(${importKeys.key}, ${prefix})`));
  return new Map(rows.map((row) => [row.key, row.targetId]));
}

/** Records what was made; a key whose row was deleted since moves to the new one. */
export async function recordKeys(
  tx: AppTransaction,
  userId: string,
  kind: ImportKeyKind,
  keys: { key: string; targetId: string }[],
): Promise<void> {
  for (let start = 0; start < keys.length; start += 1000) {
    const part = keys.slice(start, start + 1000);
    await tx
      .insert(importKeys)
      .values(part.map(({ key, targetId }) => ({ userId, kind, key, targetId })))
      .onConflictDoUpdate({
        target: [importKeys.userId, importKeys.kind, importKeys.key],
        set: { targetId: sql`excluded.target_id` },
      });
  }
}

/** Of these ids, the rows that still exist (the bin included: a binned journey is still there). */
export async function existingIds(
  tx: AppTransaction,
  table: 'journeys' | 'journey_steps' | 'journey_entries',
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await tx.execute<{ id: string }>(
    table === 'journeys'
      ? sql`select id from journeys where id = any(${uuidArray(ids)})`
      : table === 'journey_steps'
        ? sql`select id from journey_steps where id = any(${uuidArray(ids)})`
        : sql`select id from journey_entries where id = any(${uuidArray(ids)})`,
  );
  return new Set(rows.map((row) => row.id));
}

/** The next free step position of a journey and how many steps it has. */
export async function stepSlots(
  tx: AppTransaction,
  journeyId: string,
): Promise<{ next: number; count: number }> {
  const { rows } = await tx.execute<{ next: number; count: number }>(sql`
    select coalesce(max(position) + 1, 0)::int as next, count(*)::int as count
    from journey_steps where journey_id = ${journeyId}`);
  return rows[0] ?? { next: 0, count: 0 };
}

/** step_count / completed_step_count after steps were added to an existing journey. */
export async function recountSteps(tx: AppTransaction, journeyId: string): Promise<void> {
  await tx.execute(sql`
    update journeys set
      step_count = (select count(*) from journey_steps where journey_id = ${journeyId}),
      completed_step_count = (select count(*) from journey_steps
        where journey_id = ${journeyId} and completed_at is not null),
      updated_at = now()
    where id = ${journeyId}`);
}

/** The days each step already has a check-in on. */
export async function checkinDays(
  tx: AppTransaction,
  stepIds: string[],
): Promise<Map<string, Set<string>>> {
  const days = new Map<string, Set<string>>();
  if (stepIds.length === 0) return days;
  const { rows } = await tx.execute<{ step_id: string; day: string }>(sql`
    select distinct step_id, occurred_on::text as day from step_checkins
    where step_id = any(${uuidArray(stepIds)})`);
  for (const row of rows) {
    const set = days.get(row.step_id) ?? new Set<string>();
    set.add(row.day);
    days.set(row.step_id, set);
  }
  return days;
}

export interface NewEntry {
  journeyId: string;
  amount: number;
  note: string;
  occurredOn: string;
}

/** Entries in batches, the ids back in the same order. */
export async function insertEntries(
  tx: AppTransaction,
  authorId: string,
  entries: NewEntry[],
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < entries.length; start += 1000) {
    const rows = await tx
      .insert(journeyEntries)
      .values(entries.slice(start, start + 1000).map((entry) => ({ ...entry, authorId })))
      .returning({ id: journeyEntries.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export interface NewCheckin {
  stepId: string;
  journeyId: string;
  occurredOn: string;
}

export async function insertCheckins(
  tx: AppTransaction,
  authorId: string,
  checkins: NewCheckin[],
): Promise<void> {
  for (let start = 0; start < checkins.length; start += 1000) {
    await tx
      .insert(stepCheckins)
      .values(checkins.slice(start, start + 1000).map((checkin) => ({ ...checkin, authorId })));
  }
}

/** Of these journeys, those in the bin (deleted, restorable): nothing is added to them. */
export async function binnedJourneys(tx: AppTransaction, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const { rows } = await tx.execute<{ id: string }>(
    sql`select id from journeys where id = any(${uuidArray(ids)}) and deleted_at is not null`,
  );
  return new Set(rows.map((row) => row.id));
}
