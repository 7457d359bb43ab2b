import {
  COMMUNITY_PAGE_SIZE,
  COMMUNITY_POSTS_PER_MINUTE,
  UNREAD_CAP,
  type CommunityMessage,
  type CommunityMessagePage,
  type CommunityOverview,
  type LogEntry,
  type PostCommunityMessage,
  type Report,
  type ReportMessage,
} from '@waymark/shared/community/contracts';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { isUniqueViolation, withFunctionRefusals } from '@/db/errors';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { cursorValues, decodeCursor } from '@/lib/keyset-cursor';
import { cardOf, peopleCards } from '@/capabilities/people/cards';
import { instantOf, instantOrNull } from '@/capabilities/messages/presenter';
import * as messages from '@/capabilities/messages/queries';
import * as core from '@/capabilities/messages/service';
import * as queries from '@/features/community/queries';
import { peopleOf, presentMessage } from '@/features/community/presenter';
import type { Standing } from '@/access/moderation';

const noChannel = () => new AppError('NOT_FOUND', 'No such channel');
const noMessage = () => new AppError('NOT_FOUND', 'No such message in the community');

// What the app.community_*() functions of drizzle/0029_community.sql raise, as the API says it.
const functionErrors: Record<string, () => AppError> = {
  WM001: () => new AppError('FORBIDDEN', 'Only a community moderator may do that'),
  WM002: () => new AppError('NOT_FOUND', 'Nothing of that kind to act on'),
  WM003: () => new AppError('CONFLICT', 'A moderator cannot be banned'),
};

const asCaller = <T>(db: AppDatabase, me: string, fn: (tx: AppTransaction) => Promise<T>) =>
  withFunctionRefusals(functionErrors, () => withUser(db, me, fn));

/** Whether the caller moderates, and their ban if any: read before every community route. */
export async function standingOf(db: AppDatabase, me: string): Promise<Standing> {
  const row = await withUser(db, me, (tx) => queries.standing(tx, me));
  return { isModerator: row.is_moderator, ban: row.banned ? { reason: row.ban_reason } : null };
}

export function syncModerators(db: AppDatabase, emails: readonly string[]) {
  return queries.replaceModeratorEmails(db, emails);
}

/** GET /api/community. */
export function overview(db: AppDatabase, me: string, isModerator: boolean) {
  return withUser(db, me, async (tx): Promise<CommunityOverview> => {
    const rows = await queries.channels(tx, me, UNREAD_CAP);
    return {
      channels: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        unreadCount: Math.min(row.unread, UNREAD_CAP),
        lastMessageAt: instantOrNull(row.last_message_at),
      })),
      isModerator,
    };
  });
}

const present = (tx: AppTransaction, me: string, rows: queries.MessageRow[]) =>
  core.presentMessages(tx, rows, peopleOf, (row, context) => presentMessage(row, me, context));

async function messageOf(tx: AppTransaction, me: string, id: string): Promise<CommunityMessage> {
  const row = await queries.findMessage(tx, me, id);
  if (!row) throw noMessage();
  return (await present(tx, me, [row]))[0]!;
}

async function channelOf(tx: AppTransaction, slug: string) {
  const channel = await queries.channelBySlug(tx, slug);
  if (!channel) throw noChannel();
  return channel;
}

/** GET /api/community/channels/:slug/messages: newest first, by keyset. */
export function listMessages(
  db: AppDatabase,
  me: string,
  slug: string,
  cursor: string | undefined,
): Promise<CommunityMessagePage> {
  const before = decodeCursor(cursor, cursorValues.instant);
  return withUser(db, me, async (tx) => {
    const channel = await channelOf(tx, slug);
    const rows = await queries.messagePage(tx, me, channel.id, before, COMMUNITY_PAGE_SIZE + 1);
    return core.historyPage(rows, COMMUNITY_PAGE_SIZE, (page) => present(tx, me, page));
  });
}

export interface Posted {
  message: CommunityMessage;
  created: boolean;
}

const rateLimited = () =>
  new AppError(
    'RATE_LIMITED',
    `You can post ${COMMUNITY_POSTS_PER_MINUTE} messages a minute in the community. Try again shortly.`,
  );

/** POST /api/community/channels/:slug/messages; a resend with its client key stores nothing new. */
export async function postMessage(
  db: AppDatabase,
  me: string,
  slug: string,
  body: PostCommunityMessage,
): Promise<Posted> {
  const attempt = () =>
    withUser(db, me, async (tx): Promise<Posted> => {
      const channel = await channelOf(tx, slug);
      const resent = await core.resentMessageId(tx, me, body.clientKey, channel.id);
      if (resent) return { message: await messageOf(tx, me, resent), created: false };
      if ((await queries.recentPosts(tx, me, 60)) >= COMMUNITY_POSTS_PER_MINUTE) {
        throw rateLimited();
      }
      if (body.replyToId) {
        const quoted = await queries.findMessage(tx, me, body.replyToId);
        if (!quoted || quoted.conversation_id !== channel.id) {
          throw new AppError('VALIDATION_FAILED', 'replyToId: Reply to a message of this channel', {
            details: [{ path: 'replyToId', message: 'Reply to a message of this channel' }],
          });
        }
      }
      // Channels carry neither mentions nor pictures.
      const id = await messages.insertMessage(tx, {
        conversationId: channel.id,
        senderId: me,
        body: body.body,
        replyToId: body.replyToId ?? null,
        attachmentUrl: null,
        mentions: [],
        clientKey: body.clientKey,
      });
      const message = await messageOf(tx, me, id);
      // Posting reads everything before it.
      await queries.markRead(tx, me, channel.id, new Date(message.createdAt));
      return { message, created: true };
    });
  return core.storeOnce(attempt);
}

async function ownMessage(tx: AppTransaction, me: string, id: string) {
  const row = await queries.findMessage(tx, me, id);
  if (!row) throw noMessage();
  if (row.sender_id !== me) throw new AppError('FORBIDDEN', 'Only its author may change a message');
  return row;
}

/** PATCH /api/community/messages/:id. */
export function editMessage(db: AppDatabase, me: string, id: string, text: string) {
  return withUser(db, me, async (tx) => {
    await ownMessage(tx, me, id);
    if (!(await messages.editMessage(tx, id, text, []))) {
      throw new AppError('CONFLICT', 'This message can no longer be edited');
    }
    return messageOf(tx, me, id);
  });
}

/** DELETE /api/community/messages/:id: its author leaves a tombstone. */
export function deleteMessage(db: AppDatabase, me: string, id: string) {
  return withUser(db, me, async (tx) => {
    await ownMessage(tx, me, id);
    if (!(await messages.tombstoneMessage(tx, id))) {
      throw new AppError('CONFLICT', 'This message is already gone');
    }
    return messageOf(tx, me, id);
  });
}

/** PUT /api/community/messages/:id/reactions (idempotent). */
export function react(db: AppDatabase, me: string, id: string, emoji: string, active: boolean) {
  return withUser(db, me, async (tx) => {
    const row = await queries.findMessage(tx, me, id);
    if (!row) throw noMessage();
    if (active && (row.deleted_at !== null || row.removed_at !== null)) {
      throw new AppError('CONFLICT', 'This message is gone');
    }
    await core.setReaction(tx, id, me, emoji, active);
    return messageOf(tx, me, id);
  });
}

/** POST /api/community/channels/:slug/read: the watermark moves to that message. */
export function markRead(db: AppDatabase, me: string, slug: string, messageId: string) {
  return withUser(db, me, async (tx) => {
    const channel = await channelOf(tx, slug);
    const row = await queries.findMessage(tx, me, messageId);
    if (!row || row.conversation_id !== channel.id) throw noMessage();
    await queries.markRead(tx, me, channel.id, new Date(row.created_at));
  });
}

/** POST /api/community/messages/:id/reports: once per person per message. */
export function report(db: AppDatabase, me: string, id: string, body: ReportMessage) {
  return withUser(db, me, async (tx) => {
    const row = await queries.findMessage(tx, me, id);
    if (!row) throw noMessage();
    if (row.sender_id === me) throw new AppError('FORBIDDEN', 'You cannot report your own message');
    if (row.removed_at !== null) throw new AppError('CONFLICT', 'A moderator already removed it');
    if (row.reported_by_me) throw new AppError('CONFLICT', 'You have reported this message');
    try {
      return {
        id: await queries.insertReport(tx, { messageId: id, me, ...body, note: body.note || null }),
      };
    } catch (error) {
      if (isUniqueViolation(error, 'community_reports_once')) {
        throw new AppError('CONFLICT', 'You have reported this message');
      }
      throw error;
    }
  });
}

// ---- Moderation: every call goes through a moderator function, which checks the caller.

const QUEUE_SIZE = 100;

export function listReports(db: AppDatabase, me: string, status: string) {
  return asCaller(db, me, async (tx): Promise<{ items: Report[] }> => {
    const rows = await queries.reports(tx, status, QUEUE_SIZE);
    const cards = await peopleCards(
      tx,
      rows.flatMap((row) => [row.reporter_id, ...(row.sender_id ? [row.sender_id] : [])]),
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        reason: row.reason as Report['reason'],
        note: row.note,
        status: row.status as Report['status'],
        createdAt: instantOf(row.created_at),
        reporter: cardOf(cards, row.reporter_id),
        message: {
          id: row.message_id,
          channelSlug: row.slug ?? '',
          author: row.sender_id ? cardOf(cards, row.sender_id) : null,
          body: row.removed_at ? '' : (row.body ?? ''),
          createdAt: instantOf(row.message_created_at ?? row.created_at),
          removedAt: row.removed_at ? instantOf(row.removed_at) : null,
        },
        openReportCount: Math.max(1, row.open_count),
        isAuthorBanned: row.author_banned,
      })),
    };
  });
}

/** A moderator removes a channel message; answers its channel, for the live update. */
export function removeMessage(db: AppDatabase, me: string, id: string, reason: string | null) {
  return asCaller(db, me, async (tx) => {
    await queries.removeMessage(tx, id, reason);
    const row = await queries.findMessage(tx, me, id);
    return { channelId: row?.conversation_id ?? null };
  });
}

export function dismissReport(db: AppDatabase, me: string, id: string) {
  return asCaller(db, me, (tx) => queries.dismissReport(tx, id));
}

/** A moderator bans someone; answers the channel ids, to drop their live subscriptions. */
export function ban(db: AppDatabase, me: string, person: string, reason: string | null) {
  return asCaller(db, me, async (tx) => {
    await queries.ban(tx, person, reason);
    return queries.allChannelIds(tx);
  });
}

export function unban(db: AppDatabase, me: string, person: string) {
  return asCaller(db, me, (tx) => queries.unban(tx, person));
}

export function listBans(db: AppDatabase, me: string) {
  return asCaller(db, me, async (tx) => {
    const rows = await queries.bans(tx, QUEUE_SIZE);
    const cards = await peopleCards(
      tx,
      rows.map((row) => row.user_id),
    );
    return {
      items: rows.map((row) => ({
        user: cardOf(cards, row.user_id),
        reason: row.reason,
        createdAt: instantOf(row.created_at),
      })),
    };
  });
}

export function listLog(db: AppDatabase, me: string) {
  return asCaller(db, me, async (tx): Promise<{ items: LogEntry[] }> => {
    const rows = await queries.log(tx, QUEUE_SIZE);
    const cards = await peopleCards(
      tx,
      rows.flatMap((row) => [row.moderator_id, row.target_user_id].filter((id) => id !== null)),
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        action: row.action,
        moderator: row.moderator_id ? cardOf(cards, row.moderator_id) : null,
        target: row.target_user_id ? cardOf(cards, row.target_user_id) : null,
        messageId: row.message_id,
        reason: row.reason,
        createdAt: instantOf(row.created_at),
      })),
    };
  });
}

/** Whether `person` may listen to the channel `id` (the community rule, in the database). */
export function mayListen(db: AppDatabase, person: string, id: string) {
  return withUser(db, person, (tx) => queries.isVisibleChannel(tx, id));
}
