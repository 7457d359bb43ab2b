import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { decodeCursor, cursorValues, type CursorKey } from '@/lib/keyset-cursor';
import { journeyEntries } from '@/db/tables/journey-entries';

export type EntryRecord = typeof journeyEntries.$inferSelect;
export type NewEntryRow = typeof journeyEntries.$inferInsert;

/** Inserts one entry; RLS (journey_entries_insert) refuses a journey the caller may not write. */
export async function insertEntry(tx: AppTransaction, values: NewEntryRow): Promise<EntryRecord> {
  const [entry] = await tx.insert(journeyEntries).values(values).returning();
  if (!entry) throw new Error('Inserting an entry returned no row');
  return entry;
}

/**
 * The cursor holds the day and the instant of the page's last entry as one text
 * ('2025-05-03|2025-05-03T08:00:00.000Z'): the list orders by both, then by id.
 */
const entryKey = (entry: EntryRecord): CursorKey => [
  `${entry.occurredOn}|${entry.createdAt.toISOString()}`,
  entry.id,
];
const cursorKey = cursorValues.text.refine((value) => {
  const [day, at] = value.split('|');
  return (
    day !== undefined &&
    at !== undefined &&
    cursorValues.date.safeParse(day).success &&
    cursorValues.instant.safeParse(at).success
  );
});

/** One page (plus one row) of a journey's entries, newest day first, then newest logged. */
export async function listEntryRows(
  tx: AppTransaction,
  journeyId: string,
  { cursor, limit }: { cursor?: string; limit: number },
) {
  const after = decodeCursor(cursor, cursorKey);
  const [day, at] = after ? after[0].split('|') : [];
  const rows = await tx
    .select()
    .from(journeyEntries)
    .where(
      and(
        eq(journeyEntries.journeyId, journeyId),
        after
          ? sql`(${journeyEntries.occurredOn}, ${journeyEntries.createdAt}, ${journeyEntries.id}) < (${day}::date, ${at}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(
      desc(journeyEntries.occurredOn),
      desc(journeyEntries.createdAt),
      desc(journeyEntries.id),
    )
    .limit(limit + 1);
  return { rows, keyOf: entryKey };
}

/** Deletes an entry of the journey; RLS lets its author and the journey's owner. Null if none went. */
export async function deleteEntryRow(
  tx: AppTransaction,
  journeyId: string,
  entryId: string,
): Promise<EntryRecord | null> {
  const [row] = await tx
    .delete(journeyEntries)
    .where(and(eq(journeyEntries.id, entryId), eq(journeyEntries.journeyId, journeyId)))
    .returning();
  return row ?? null;
}

/** An entry of the journey the caller may see, or null. */
export async function findEntry(
  tx: AppTransaction,
  journeyId: string,
  entryId: string,
): Promise<EntryRecord | null> {
  const [row] = await tx
    .select()
    .from(journeyEntries)
    .where(and(eq(journeyEntries.id, entryId), eq(journeyEntries.journeyId, journeyId)));
  return row ?? null;
}

/** Whether the caller may write into the journey: app.can_edit_journey(), the insert policy's rule. */
export async function canEditJourney(tx: AppTransaction, journeyId: string): Promise<boolean> {
  const result = await tx.execute<{ allowed: boolean }>(
    sql`select app.can_edit_journey(${journeyId}::uuid) as allowed`,
  );
  return result.rows[0]?.allowed === true;
}
