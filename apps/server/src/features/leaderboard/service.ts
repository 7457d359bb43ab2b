import {
  LEADERBOARD_NEIGHBOURS,
  LEADERBOARD_TOP,
  type Leaderboard,
  type LeaderboardEntry,
  type leaderboardQuerySchema,
} from '@waymark/shared/leaderboard/contracts';
import { periodWindow, utcDay, type PeriodWindow } from '@waymark/shared/leaderboard/periods';
import { competitionRanks } from '@waymark/shared/leaderboard/points';
import type { z } from 'zod';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { peopleCards, plainCards } from '@/capabilities/people/cards';
import {
  neighbourTotals,
  ownTotal,
  ranksOf,
  scopeTotals,
  topTotals,
  totalsIn,
  type TotalRow,
} from '@/features/leaderboard/queries';

type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;
type RankedRow = TotalRow & { rank: number };

interface Rows {
  top: RankedRow[];
  around: RankedRow[];
}

const ranked = (rows: TotalRow[]): RankedRow[] => {
  const ranks = competitionRanks(rows.map((row) => row.points));
  return rows.map((row, index) => ({ ...row, rank: ranks[index] ?? index + 1 }));
};

/**
 * Everyone: the top is an index scan; ranks far down are counts over the period's histogram
 * (app.leaderboard_rank()), one per distinct number of points around me, never a scan of the
 * people above.
 */
async function everyoneRows(
  tx: AppTransaction,
  key: string,
  viewerId: string | null,
): Promise<Rows> {
  const top = ranked(await topTotals(tx, key, LEADERBOARD_TOP));
  if (!viewerId) return { top, around: [] };
  const me = { userId: viewerId, points: (await ownTotal(tx, key, viewerId)) ?? 0 };
  const above = await neighbourTotals(tx, key, me, 'above', LEADERBOARD_NEIGHBOURS);
  const below = await neighbourTotals(tx, key, me, 'below', LEADERBOARD_NEIGHBOURS);
  const around = [...above.reverse(), me, ...below];
  const ranks = await ranksOf(tx, key, [...new Set(around.map((row) => row.points))]);
  return { top, around: around.map((row) => ({ ...row, rank: ranks.get(row.points) ?? 1 })) };
}

/** People I follow or my connections: a small set, ranked whole. */
async function scopeRows(
  tx: AppTransaction,
  key: string,
  viewerId: string,
  scope: 'following' | 'connections',
): Promise<Rows> {
  const rows = await scopeTotals(tx, key, viewerId, scope);
  // No points yet in this period: I still see where I stand, last.
  if (!rows.some((row) => row.userId === viewerId)) rows.push({ userId: viewerId, points: 0 });
  rows.sort((a, b) => b.points - a.points || (a.userId < b.userId ? -1 : 1));
  const all = ranked(rows);
  const mine = all.findIndex((row) => row.userId === viewerId);
  return {
    top: all.slice(0, LEADERBOARD_TOP),
    around: all.slice(
      Math.max(0, mine - LEADERBOARD_NEIGHBOURS),
      mine + LEADERBOARD_NEIGHBOURS + 1,
    ),
  };
}

async function present(
  tx: AppTransaction,
  viewerId: string | null,
  window: PeriodWindow,
  rows: Rows,
): Promise<Pick<Leaderboard, 'top' | 'around'>> {
  const ids = [...new Set([...rows.top, ...rows.around].map((row) => row.userId))];
  // Signed in: followed followers-only and private profiles too; visitors see listed people
  // only, whose profiles are public and readable under the profiles policy.
  const cards = plainCards(await peopleCards(tx, ids, { signedIn: viewerId !== null }));
  const previous = window.previousKey ? await totalsIn(tx, window.previousKey, ids) : null;
  const entry = (row: RankedRow): LeaderboardEntry[] => {
    const person = cards.get(row.userId);
    if (!person) return [];
    return [
      {
        rank: row.rank,
        person,
        points: row.points,
        change: previous ? row.points - (previous.get(row.userId) ?? 0) : null,
        isMe: row.userId === viewerId,
      },
    ];
  };
  return { top: rows.top.flatMap(entry), around: rows.around.flatMap(entry) };
}

/**
 * GET /api/leaderboard: the top 100 and, for a signed-in viewer, their own row with their
 * neighbours. Signed-out visitors read the everyone board (like the timeline's public tab).
 */
export async function leaderboard(
  db: AppDatabase,
  viewerId: string | null,
  query: LeaderboardQuery,
): Promise<Leaderboard> {
  if (viewerId === null && query.scope !== 'everyone') {
    throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  }
  const window = periodWindow(query.period, utcDay(new Date()), query.weekStart, query.category);
  return withUser(db, viewerId, async (tx) => {
    const rows =
      query.scope === 'everyone' || viewerId === null
        ? await everyoneRows(tx, window.key, viewerId)
        : await scopeRows(tx, window.key, viewerId, query.scope);
    return {
      period: query.period,
      scope: query.scope,
      category: query.category ?? null,
      from: window.from,
      to: window.to,
      ...(await present(tx, viewerId, window, rows)),
    };
  });
}
