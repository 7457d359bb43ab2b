import { z } from 'zod';
import { journeyCategorySchema } from '../journeys/common-contracts';
import { profileCardSchema } from '../social/contracts';
import { leaderboardPeriods, weekStarts } from './periods';

/**
 * GET /api/leaderboard (issue 16): the top of the board, and the viewer's own row with their
 * neighbours wherever they rank. Scopes: everyone (the only one for signed-out visitors),
 * people I follow, my connections (each with me). Who may appear is decided by the database
 * (drizzle/policies/leaderboard_totals.sql).
 */
export const leaderboardScopes = ['everyone', 'following', 'connections'] as const;
export type LeaderboardScope = (typeof leaderboardScopes)[number];

export const LEADERBOARD_TOP = 100;
/** How many people above and below me the board shows around my own row. */
export const LEADERBOARD_NEIGHBOURS = 2;

export const leaderboardQuerySchema = z.strictObject({
  period: z
    .enum(leaderboardPeriods, { error: `period must be one of ${leaderboardPeriods.join(', ')}` })
    .default('week'),
  scope: z
    .enum(leaderboardScopes, { error: `scope must be one of ${leaderboardScopes.join(', ')}` })
    .default('everyone'),
  category: journeyCategorySchema.optional(),
  /** The viewer's first day of the week (weekStartFor() of their locale); Monday if absent. */
  weekStart: z
    .enum(weekStarts, { error: `weekStart must be one of ${weekStarts.join(', ')}` })
    .default('monday'),
});
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  /** Competition ranking: ties share a rank (1, 2, 2, 4). */
  rank: z.number().int().min(1),
  person: profileCardSchema,
  points: z.number().int(),
  /**
   * Points this period minus points in the previous one (the week or month before); null on
   * the all-time board, which has no previous period.
   */
  change: z.number().int().nullable(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  period: z.enum(leaderboardPeriods),
  scope: z.enum(leaderboardScopes),
  category: journeyCategorySchema.nullable(),
  /** First and last day of the period (UTC), null for all time. */
  from: z.iso.date().nullable(),
  to: z.iso.date().nullable(),
  top: z.array(leaderboardEntrySchema),
  /**
   * Me and my neighbours (up to LEADERBOARD_NEIGHBOURS above and below), always, even far
   * outside the top; empty for signed-out visitors.
   */
  around: z.array(leaderboardEntrySchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
