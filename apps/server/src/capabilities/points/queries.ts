import { sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { leaderboardLedger } from '@/db/tables/leaderboard';

// Every function here runs under withUser(): the ledger's policy limits reads and writes to
// the caller's own entries (drizzle/policies/leaderboard_ledger.sql).

export type LedgerReason = 'step.completed' | 'journey.completed' | 'streak.day';

export interface LedgerEntry {
  userId: string;
  reason: LedgerReason;
  subjectId: string | null;
  category: string;
  points: number;
  day: string;
  reverses?: string | null;
}

/**
 * Serializes the caller's point writes until the transaction ends: two steps ticked at once
 * on different journeys must not both see room under the daily cap.
 */
export async function lockPointsOf(tx: AppTransaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`points:${userId}`}, 0))`);
}

/** The day's net points from steps and journeys (credits and their reversals): the cap's base. */
export async function cappedPointsOn(
  tx: AppTransaction,
  userId: string,
  day: string,
): Promise<number> {
  const result = await tx.execute<{ points: number | string | null }>(sql`
    select coalesce(sum(points), 0)::int as points from leaderboard_ledger
    where user_id = ${userId} and day = ${day}::date
      and reason in ('step.completed', 'journey.completed')`);
  return Number(result.rows[0]?.points ?? 0);
}

const open = sql`l.reverses is null
  and not exists (select 1 from leaderboard_ledger r where r.reverses = l.id)`;

/** Whether the caller has a credit of `reason` on `day` that was not taken back. */
export async function hasOpenCreditOn(
  tx: AppTransaction,
  userId: string,
  reason: LedgerReason,
  day: string,
): Promise<boolean> {
  const result = await tx.execute(sql`
    select 1 from leaderboard_ledger l
    where l.user_id = ${userId} and l.day = ${day}::date and l.reason = ${reason} and ${open}
    limit 1`);
  return result.rows.length > 0;
}

export type OpenCredit = {
  id: string;
  reason: LedgerReason;
  category: string;
  points: number;
  day: string;
};

/** The credits a step or journey earned that still stand (its completion, its streak day). */
export async function openCreditsFor(
  tx: AppTransaction,
  userId: string,
  subjectId: string,
): Promise<OpenCredit[]> {
  const result = await tx.execute<OpenCredit>(sql`
    select l.id, l.reason, l.category, l.points, to_char(l.day, 'YYYY-MM-DD') as day
    from leaderboard_ledger l
    where l.user_id = ${userId} and l.subject_id = ${subjectId} and ${open}
    order by l.created_at, l.id`);
  return result.rows;
}

export async function insertLedgerEntries(
  tx: AppTransaction,
  entries: LedgerEntry[],
): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(leaderboardLedger).values(entries);
}
