import { eq, sql } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { compiledSelect } from '@/db/compiled-query';
import { profiles } from '@/db/tables/profiles';
import { uuidArray } from '@/db/uuid-array';

export type ProfileRow = typeof profiles.$inferSelect;

/** Runs under withUser(): row-level security decides whether the row is visible. */
export async function findProfileById(tx: AppTransaction, id: string): Promise<ProfileRow | null> {
  const [row] = await profileById(tx, { id });
  return row ?? null;
}

const profileById = compiledSelect<{ id: string }>()((tx, p) =>
  tx.select().from(profiles).where(eq(profiles.id, p.id)).limit(1),
);

export type CardRow = {
  id: string;
  username: string | null;
  full_name: string | null;
  avatar_url: string | null;
  visibility: ProfileRow['visibility'];
};

/** Which people a card lookup leaves out, beyond what app.profile_cards() already does. */
export interface CardLookup {
  /** A visitor: no profile_cards() (it answers nobody), only the profiles the policy shows. */
  signedIn: boolean;
  /** Leave out people a block stands between, whoever blocked whom (not only their block). */
  hideBlockedEitherWay: boolean;
}

/**
 * Name, picture and visibility of these people as the caller may see them. Signed in:
 * app.profile_cards(), which shows every profile but those whose owner blocked the caller;
 * a visitor reads the profiles the policy shows them (public ones).
 */
export async function findCardRows(
  tx: AppTransaction,
  ids: readonly string[],
  { signedIn, hideBlockedEitherWay }: CardLookup,
): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const list = uuidArray([...new Set(ids)]);
  const result = await tx.execute<CardRow>(
    signedIn
      ? sql`select c.id, c.username, c.full_name, c.avatar_url, c.visibility
          from app.profile_cards(${list}) c
          ${hideBlockedEitherWay ? sql`where not app.is_blocked_with(c.id)` : sql``}`
      : sql`select id, username, full_name, avatar_url, visibility from profiles where id = any(${list})`,
  );
  return result.rows;
}
