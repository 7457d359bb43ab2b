import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The one block rule for queries (twin of isHiddenByBlock() in
 * packages/shared/src/social/rules.ts): keeps only rows whose person (`personColumn`) and
 * the signed-in viewer have not blocked each other, in either direction. Use it in every
 * list of people or their content (followers, timeline, discover, leaderboard, comments,
 * chat, notifications), inside withUser(): the viewer is app.user_id. For a signed-out
 * viewer nothing is hidden by blocks (they see public content only anyway).
 *
 *   tx.select().from(journeys).where(and(eq(journeys.visibility, 'public'),
 *     notBlockedWithViewer(journeys.userId)))
 */
export function notBlockedWithViewer(personColumn: AnyPgColumn | SQL): SQL {
  return sql`not app.is_blocked_with(${personColumn})`;
}
