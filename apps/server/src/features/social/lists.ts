import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type {
  ModerationEntry,
  ModerationListKind,
  PendingRequests,
} from '@waymark/shared/social/contracts';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { peopleCards, plainCard } from '@/capabilities/people/cards';
import {
  blockedUsers,
  connections,
  followers,
  mutedUsers,
  restrictedUsers,
} from '@/db/tables/social';
import { notBlockedWithViewer } from '@/features/social/block-rule-service';

const LIST_LIMIT = 500;

/** A list as the page shows it: newest first, at most LIST_LIMIT people. */
const newestFirst = <Query extends PgSelect>(query: Query, createdAt: AnyPgColumn) =>
  query.orderBy(desc(createdAt)).limit(LIST_LIMIT);

/** A request waiting for my answer: addressed to me, still pending, from someone not blocked. */
const waitingForMe = (me: string, to: AnyPgColumn, status: AnyPgColumn, from: AnyPgColumn) =>
  and(eq(to, me), eq(status, 'pending'), notBlockedWithViewer(from));

/** Settings → privacy: the people I blocked, restricted or (still) muted, newest first. */
export async function getModerationList(
  db: AppDatabase,
  me: string,
  kind: ModerationListKind,
): Promise<{ items: ModerationEntry[] }> {
  return withUser(db, me, async (tx) => {
    const rows =
      kind === 'blocked'
        ? await newestFirst(
            tx
              .select({ id: blockedUsers.blockedUserId, since: blockedUsers.createdAt })
              .from(blockedUsers)
              .where(eq(blockedUsers.userId, me))
              .$dynamic(),
            blockedUsers.createdAt,
          )
        : kind === 'restricted'
          ? await newestFirst(
              tx
                .select({ id: restrictedUsers.restrictedUserId, since: restrictedUsers.createdAt })
                .from(restrictedUsers)
                .where(eq(restrictedUsers.userId, me))
                .$dynamic(),
              restrictedUsers.createdAt,
            )
          : await newestFirst(
              tx
                .select({
                  id: mutedUsers.mutedUserId,
                  since: mutedUsers.createdAt,
                  until: mutedUsers.expiresAt,
                })
                .from(mutedUsers)
                .where(
                  and(
                    eq(mutedUsers.userId, me),
                    or(isNull(mutedUsers.expiresAt), gt(mutedUsers.expiresAt, new Date())),
                  ),
                )
                .$dynamic(),
              mutedUsers.createdAt,
            );
    const cards = await peopleCards(
      tx,
      rows.map((row) => row.id),
    );
    return {
      items: rows.flatMap((row) => {
        const card = cards.get(row.id);
        if (!card) return [];
        const until = 'until' in row && row.until instanceof Date ? row.until : null;
        return [
          {
            ...plainCard(card),
            since: row.since.toISOString(),
            until: until ? until.toISOString() : null,
          },
        ];
      }),
    };
  });
}

/** Follow and connection requests waiting for my answer. */
export async function getPendingRequests(db: AppDatabase, me: string): Promise<PendingRequests> {
  return withUser(db, me, async (tx) => {
    const follows = await newestFirst(
      tx
        .select({ id: followers.followerId })
        .from(followers)
        .where(waitingForMe(me, followers.userId, followers.status, followers.followerId))
        .$dynamic(),
      followers.createdAt,
    );
    const asks = await newestFirst(
      tx
        .select({ id: connections.userId, connectionType: connections.connectionType })
        .from(connections)
        .where(
          waitingForMe(me, connections.connectedUserId, connections.status, connections.userId),
        )
        .$dynamic(),
      connections.createdAt,
    );
    const cards = await peopleCards(
      tx,
      [...follows, ...asks].map((row) => row.id),
    );
    return {
      follows: follows.flatMap((row) => {
        const card = cards.get(row.id);
        return card ? [plainCard(card)] : [];
      }),
      connections: asks.flatMap((row) => {
        const card = cards.get(row.id);
        return card ? [{ ...plainCard(card), connectionType: row.connectionType }] : [];
      }),
    };
  });
}
