import {
  COMMENTS_PAGE_SIZE,
  type Cheers,
  type Comment,
  type CommentPage,
} from '@waymark/shared/engage/contracts';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { cursorValues, decodeCursor, encodeCursor } from '@/lib/keyset-cursor';
import { resolveMentions } from '@/features/engage/mentions';
import {
  approvalNotifications,
  cheerNotifications,
  commentNotifications,
} from '@/features/engage/notify-people';
import { instantOf, presentComment } from '@/features/engage/presenter';
import * as queries from '@/features/engage/queries';
import { peopleCards, plainCards } from '@/capabilities/people/cards';
import { recordNotifications } from '@/capabilities/notification-records/record';
import { emitCommentWebhook } from '@/capabilities/webhook-outbox/events';

const activityNotFound = () => new AppError('NOT_FOUND', 'No such activity');
const commentNotFound = () => new AppError('NOT_FOUND', 'No such comment');

async function visibleActivity(tx: AppTransaction, activityId: string) {
  const activity = await queries.findVisibleActivity(tx, activityId);
  if (!activity) throw activityNotFound();
  return activity;
}

/** PUT /api/activities/:id/cheer: idempotent; tells the owner the first time. */
export function cheer(db: AppDatabase, userId: string, activityId: string): Promise<Cheers> {
  return withUser(db, userId, async (tx) => {
    const activity = await visibleActivity(tx, activityId);
    if (await queries.insertCheer(tx, activityId, userId)) {
      await recordNotifications(
        tx,
        cheerNotifications({ actorId: userId, ownerId: activity.actor_id, activityId }),
      );
    }
    return queries.cheerCount(tx, activityId, userId);
  });
}

/** DELETE /api/activities/:id/cheer: idempotent. */
export function uncheer(db: AppDatabase, userId: string, activityId: string): Promise<Cheers> {
  return withUser(db, userId, async (tx) => {
    await visibleActivity(tx, activityId);
    await queries.deleteCheer(tx, activityId, userId);
    return queries.cheerCount(tx, activityId, userId);
  });
}

async function authorsOf(tx: AppTransaction, ids: string[], signedIn: boolean) {
  return plainCards(await peopleCards(tx, ids, { signedIn }));
}

/** GET /api/activities/:id/comments: oldest first, one keyset page at a time. */
export function listComments(
  db: AppDatabase,
  viewerId: string | null,
  activityId: string,
  cursor: string | undefined,
): Promise<CommentPage> {
  const after = decodeCursor(cursor, cursorValues.instant);
  return withUser(db, viewerId, async (tx) => {
    await visibleActivity(tx, activityId);
    const rows = await queries.commentRows(tx, activityId, after, COMMENTS_PAGE_SIZE + 1);
    const more = rows.length > COMMENTS_PAGE_SIZE;
    const page = more ? rows.slice(0, COMMENTS_PAGE_SIZE) : rows;
    const authors = await authorsOf(
      tx,
      page.map((row) => row.author_id),
      viewerId !== null,
    );
    const last = page.at(-1);
    return {
      items: page.map((row) => presentComment(row, viewerId, authors)),
      nextCursor: more && last ? encodeCursor([instantOf(last.created_at), last.id]) : null,
    };
  });
}

/** POST /api/activities/:id/comments: the owner hears of it, and the people it mentions. */
export function addComment(
  db: AppDatabase,
  authorId: string,
  activityId: string,
  body: string,
): Promise<Comment> {
  return withUser(db, authorId, async (tx) => {
    await visibleActivity(tx, activityId);
    const mentions = await resolveMentions(tx, { activityId, authorId, body });
    const row = await queries.insertComment(tx, { activityId, authorId, body, mentions });
    await recordNotifications(
      tx,
      commentNotifications({
        authorId,
        ownerId: row.owner_id,
        commentId: row.id,
        activityId,
        body,
        mentionedIds: mentions.map((mention) => mention.id),
        pending: row.pending,
      }),
    );
    await emitCommentWebhook(tx, authorId, row.owner_id, {
      id: row.id,
      activityId,
      body,
      pending: row.pending,
    });
    return presentComment(row, authorId, await authorsOf(tx, [authorId], true));
  });
}

/** DELETE /api/comments/:id: its author, or the owner of the activity it is on. */
export async function removeComment(db: AppDatabase, userId: string, commentId: string) {
  await withUser(db, userId, async (tx) => {
    const comment = await queries.findComment(tx, commentId);
    if (!comment) throw commentNotFound();
    if (comment.author_id !== userId && comment.owner_id !== userId) {
      throw new AppError('FORBIDDEN', 'Only its author or the owner of the activity may delete it');
    }
    if (!(await queries.deleteComment(tx, commentId))) throw commentNotFound();
  });
}

/** POST /api/comments/:id/approve: the activity's owner lets a restricted person's comment show. */
export function approveComment(
  db: AppDatabase,
  userId: string,
  commentId: string,
): Promise<Comment> {
  return withUser(db, userId, async (tx) => {
    const comment = await queries.findComment(tx, commentId);
    if (!comment) throw commentNotFound();
    if (comment.owner_id !== userId) {
      throw new AppError('FORBIDDEN', 'Only the owner of the activity may approve its comments');
    }
    if (comment.pending) {
      if (!(await queries.approveComment(tx, commentId))) throw commentNotFound();
      await recordNotifications(
        tx,
        approvalNotifications({
          authorId: comment.author_id,
          ownerId: comment.owner_id,
          commentId,
          body: comment.body,
          mentionedIds: comment.mentions.map((mention) => mention.id),
        }),
      );
    }
    const authors = await authorsOf(tx, [comment.author_id], true);
    return presentComment({ ...comment, pending: false }, userId, authors);
  });
}
