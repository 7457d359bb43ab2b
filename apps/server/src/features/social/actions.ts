import { and, eq, sql } from 'drizzle-orm';
import type { ConnectionType, FollowState } from '@waymark/shared/social/contracts';
import { muteExpiry, type MuteDuration } from '@waymark/shared/social/rules';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { afterCommit } from '@/db/after-commit';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { sqlStateOf, sqlStates } from '@/db/errors';
import { recordNotifications } from '@/capabilities/notification-records/record';
import { emitNewFollowerWebhook } from '@/capabilities/webhook-outbox/events';
import { peopleCards } from '@/capabilities/people/cards';
import {
  blockedUsers,
  connections,
  followers,
  mutedUsers,
  restrictedUsers,
  userReports,
} from '@/db/tables/social';

const notFound = () => new AppError('NOT_FOUND', 'Profile not found');

/** Refuses acting on oneself with a clear message, before any query. */
function notSelf(me: string, other: string, message: string) {
  if (me === other) throw new AppError('BAD_REQUEST', message);
}

/** Maps the database's refusals to clear API errors; never passes its text on. */
async function translated<T>(run: () => Promise<T>, conflict: string): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const state = sqlStateOf(error);
    if (state === sqlStates.uniqueViolation) {
      throw new AppError('CONFLICT', conflict, { cause: error });
    }
    if (state === sqlStates.noDataFound || state === sqlStates.foreignKeyViolation) {
      throw new AppError('NOT_FOUND', 'Profile not found', { cause: error });
    }
    throw error;
  }
}

/** Someone the caller may act towards: exists and has not blocked the caller. */
async function requireReachable(tx: AppTransaction, other: string) {
  if (!(await peopleCards(tx, [other])).has(other)) throw notFound();
}

async function call(tx: AppTransaction, query: ReturnType<typeof sql>) {
  const result = await tx.execute<{ value: unknown }>(query);
  return result.rows[0]?.value;
}

export async function follow(db: AppDatabase, me: string, other: string): Promise<FollowState> {
  notSelf(me, other, 'You cannot follow yourself');
  const status = await translated(
    () =>
      withUser(db, me, async (tx) => {
        const value = await call(tx, sql`select app.social_follow(${other}) as value`);
        await recordNotifications(tx, [
          {
            recipientId: other,
            actorId: me,
            kind: value === 'accepted' ? 'newFollower' : 'followRequest',
            // New followers gather on the followed profile ("Ada and 4 others followed you").
            subject: { type: 'profile', id: value === 'accepted' ? other : me },
          },
        ]);
        if (value === 'accepted') await emitNewFollowerWebhook(tx, me, other, me);
        return value;
      }),
    'You already follow this person or asked to',
  );
  return status === 'accepted' ? 'following' : 'requested';
}

export async function unfollow(db: AppDatabase, me: string, other: string): Promise<void> {
  const removed = await withUser(db, me, (tx) => {
    afterCommit(tx, 'social.severed', { userIds: [me, other] });
    return call(tx, sql`select app.social_unfollow(${other}) as value`);
  });
  if (removed !== true) throw new AppError('NOT_FOUND', 'You do not follow this person');
}

/** Accept a pending request of `follower` to follow me (my row: the policy allows it). */
export async function acceptFollower(db: AppDatabase, me: string, follower: string) {
  const rows = await withUser(db, me, async (tx) => {
    const accepted = await tx
      .update(followers)
      .set({ status: 'accepted' })
      .where(
        and(
          eq(followers.userId, me),
          eq(followers.followerId, follower),
          eq(followers.status, 'pending'),
        ),
      )
      .returning({ id: followers.id });
    if (accepted.length > 0) {
      await recordNotifications(tx, [
        {
          recipientId: follower,
          actorId: me,
          kind: 'followAccepted',
          subject: { type: 'profile', id: me },
        },
      ]);
      await emitNewFollowerWebhook(tx, me, me, follower);
    }
    return accepted;
  });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No follow request from this person');
}

/** Decline a request (`pendingOnly`) or remove a follower: rows of my own list. */
export async function removeFollower(
  db: AppDatabase,
  me: string,
  follower: string,
  { pendingOnly }: { pendingOnly: boolean },
) {
  const rows = await withUser(db, me, (tx) => {
    afterCommit(tx, 'social.severed', { userIds: [me, follower] });
    return tx
      .delete(followers)
      .where(
        and(
          eq(followers.userId, me),
          eq(followers.followerId, follower),
          pendingOnly ? eq(followers.status, 'pending') : undefined,
        ),
      )
      .returning({ id: followers.id });
  });
  if (rows.length === 0) {
    throw new AppError(
      'NOT_FOUND',
      pendingOnly ? 'No follow request from this person' : 'This person does not follow you',
    );
  }
}

export async function requestConnection(
  db: AppDatabase,
  me: string,
  other: string,
  connectionType: ConnectionType,
) {
  notSelf(me, other, 'You cannot connect with yourself');
  await translated(
    () =>
      withUser(db, me, async (tx) => {
        await requireReachable(tx, other);
        await tx.insert(connections).values({ userId: me, connectedUserId: other, connectionType });
        await recordNotifications(tx, [
          {
            recipientId: other,
            actorId: me,
            kind: 'connectionRequest',
            subject: { type: 'profile', id: me },
          },
        ]);
      }),
    'You are already connected with this person, or a request is waiting',
  );
}

export async function acceptConnection(db: AppDatabase, me: string, requester: string) {
  const accepted = await withUser(db, me, async (tx) => {
    const value = await call(tx, sql`select app.social_accept_connection(${requester}) as value`);
    if (value === true) {
      await recordNotifications(tx, [
        {
          recipientId: requester,
          actorId: me,
          kind: 'connectionAccepted',
          subject: { type: 'profile', id: me },
        },
      ]);
    }
    return value;
  });
  if (accepted !== true) throw new AppError('NOT_FOUND', 'No connection request from this person');
}

/** My own row I change directly; one they asked for goes through the privileged function. */
export async function changeConnectionType(
  db: AppDatabase,
  me: string,
  other: string,
  connectionType: ConnectionType,
) {
  const changed = await withUser(db, me, async (tx) => {
    const own = await tx
      .update(connections)
      .set({ connectionType })
      .where(and(eq(connections.userId, me), eq(connections.connectedUserId, other)))
      .returning({ id: connections.id });
    if (own.length > 0) return true;
    return (
      (await call(
        tx,
        sql`select app.social_set_connection_type(${other}, ${connectionType}) as value`,
      )) === true
    );
  });
  if (!changed) throw new AppError('NOT_FOUND', 'You are not connected with this person');
}

/** Cancel my request, decline theirs, or end the connection, whoever asked. */
export async function removeConnection(db: AppDatabase, me: string, other: string) {
  const removed = await withUser(db, me, async (tx) => {
    afterCommit(tx, 'social.severed', { userIds: [me, other] });
    const own = await tx
      .delete(connections)
      .where(and(eq(connections.userId, me), eq(connections.connectedUserId, other)))
      .returning({ id: connections.id });
    if (own.length > 0) return true;
    return (await call(tx, sql`select app.social_remove_connection(${other}) as value`)) === true;
  });
  if (!removed) throw new AppError('NOT_FOUND', 'You are not connected with this person');
}

/**
 * Block: in one transaction, my block row, then follows, connections and pending requests
 * both ways are removed (app.social_sever()). Unblocking restores none of them.
 */
export async function block(db: AppDatabase, me: string, other: string) {
  notSelf(me, other, 'You cannot block yourself');
  await translated(
    () =>
      withUser(db, me, async (tx) => {
        // What either could see of the other through a follow ends now, live too.
        afterCommit(tx, 'social.severed', { userIds: [me, other] });
        await tx.insert(blockedUsers).values({ userId: me, blockedUserId: other });
        await tx.execute(sql`select app.social_sever(${other})`);
      }),
    'You have already blocked this person',
  );
}

export async function restrict(db: AppDatabase, me: string, other: string) {
  notSelf(me, other, 'You cannot restrict yourself');
  await translated(
    () =>
      withUser(db, me, async (tx) => {
        await requireReachable(tx, other);
        await tx.insert(restrictedUsers).values({ userId: me, restrictedUserId: other });
      }),
    'You have already restricted this person',
  );
}

/** Mute (or mute again with a new duration): they are not told. */
export async function mute(db: AppDatabase, me: string, other: string, duration: MuteDuration) {
  notSelf(me, other, 'You cannot mute yourself');
  const expiresAt = muteExpiry(duration, new Date());
  await translated(
    () =>
      withUser(db, me, async (tx) => {
        await requireReachable(tx, other);
        await tx
          .insert(mutedUsers)
          .values({ userId: me, mutedUserId: other, expiresAt })
          .onConflictDoUpdate({
            target: [mutedUsers.userId, mutedUsers.mutedUserId],
            set: { expiresAt, createdAt: sql`now()` },
          });
      }),
    'You have already muted this person',
  );
}

const undoTables = {
  block: { table: blockedUsers, other: blockedUsers.blockedUserId, message: 'blocked' },
  restrict: {
    table: restrictedUsers,
    other: restrictedUsers.restrictedUserId,
    message: 'restricted',
  },
  mute: { table: mutedUsers, other: mutedUsers.mutedUserId, message: 'muted' },
} as const;

/** Unblock, unrestrict or unmute: only my own row goes. */
export async function undo(
  db: AppDatabase,
  me: string,
  other: string,
  kind: keyof typeof undoTables,
) {
  const { table, other: otherColumn, message } = undoTables[kind];
  const rows = await withUser(db, me, (tx) =>
    tx
      .delete(table)
      .where(and(eq(table.userId, me), eq(otherColumn, other)))
      .returning({ id: table.id }),
  );
  if (rows.length === 0) throw new AppError('NOT_FOUND', `You have not ${message} this person`);
}

export async function report(
  db: AppDatabase,
  me: string,
  other: string,
  input: { reason: (typeof userReports.$inferInsert)['reason']; details: string },
) {
  notSelf(me, other, 'You cannot report yourself');
  await translated(
    () =>
      withUser(db, me, async (tx) => {
        await requireReachable(tx, other);
        await tx.insert(userReports).values({ userId: me, reportedUserId: other, ...input });
      }),
    'Already reported',
  );
}
