import {
  CONVERSATIONS_PAGE_SIZE,
  GROUP_MEMBERS_MAX,
  MESSAGES_PAGE_SIZE,
  UNREAD_COUNT_CAP,
  type AnswerRequest,
  type ConversationDetail,
  type ConversationPage,
  type CreateConversation,
  type Message,
  type MessagePage,
  type SendMessage,
  type UnreadCounts,
  type UpdateConversation,
  type UpdateMembership,
} from '@waymark/shared/chat/contracts';
import { isMuted } from '@waymark/shared/chat/rules';
import { mentionedUsernames } from '@waymark/shared/engage/mentions';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withFunctionRefusals } from '@/db/errors';
import { readOnly, withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { cursorValues, decodeCursor, encodeCursor } from '@/lib/keyset-cursor';
import { peopleCards } from '@/capabilities/people/cards';
import { instantOf } from '@/capabilities/messages/presenter';
import * as messages from '@/capabilities/messages/queries';
import * as core from '@/capabilities/messages/service';
import {
  presentMember,
  presentMessage,
  presentReceipt,
  presentSummary,
} from '@/features/chat/presenter';
import { attachmentKeyOf } from '@/features/chat/attachment-service';
import * as queries from '@/features/chat/queries';
import { emitMessageReceivedWebhook } from '@/capabilities/webhook-outbox/events';

/** How much of a message a message.received webhook carries. */
const WEBHOOK_EXCERPT_LENGTH = 280;

const notFound = () => new AppError('NOT_FOUND', 'No such conversation');
const messageNotFound = () => new AppError('NOT_FOUND', 'No such message');

// What the app.chat_*() functions of drizzle/0024_chat.sql raise, as the API says it.
const functionErrors: Record<string, () => AppError> = {
  WC001: () => new AppError('FORBIDDEN', 'This person is not taking messages from you'),
  WC003: () => new AppError('CONFLICT', `A group holds at most ${GROUP_MEMBERS_MAX} members`),
  WC004: () => new AppError('FORBIDDEN', 'Only an admin of this group may do that'),
  WC005: () => new AppError('NOT_FOUND', 'No such person in this conversation'),
  WC006: () => new AppError('CONFLICT', 'A group keeps at least one admin'),
};

/** Runs `fn` as `me` in one transaction, turning the chat functions' refusals into API errors. */
async function asMember<T>(
  db: AppDatabase,
  me: string,
  fn: (tx: AppTransaction) => Promise<T>,
): Promise<T> {
  return withFunctionRefusals(functionErrors, () => withUser(db, me, fn));
}

async function unreadByConversation(tx: AppTransaction, me: string) {
  const rows = await queries.unreadRows(tx, me, UNREAD_COUNT_CAP);
  return new Map(rows.map((row) => [row.conversation_id, row]));
}

async function detailOf(tx: AppTransaction, me: string, id: string): Promise<ConversationDetail> {
  const row = await queries.findConversation(tx, me, id);
  if (!row) throw notFound();
  const members = await queries.membersOf(tx, [id], GROUP_MEMBERS_MAX + 1);
  const cards = await peopleCards(
    tx,
    members.map((member) => member.user_id),
  );
  const [last] = await queries.lastMessages(tx, [id]);
  const unread = (await unreadByConversation(tx, me)).get(id)?.unread ?? 0;
  const summary = presentSummary(row, me, members, cards, last, unread);
  return {
    ...summary,
    members: members.map((member) => presentMember(member, cards)),
    receipts: (await queries.receiptsOf(tx, id)).map(presentReceipt),
    hideReceipts: row.hide_receipts,
    canPost: await queries.canPost(tx, id),
  };
}

/** GET /api/conversations: my inbox or my message requests, newest activity first. */
export function listConversations(
  db: AppDatabase,
  me: string,
  tab: 'inbox' | 'requests',
  cursor: string | undefined,
): Promise<ConversationPage> {
  const before = decodeCursor(cursor, cursorValues.instant);
  return withUser(db, me, async (tx) => {
    const rows = await queries.conversationPage(tx, me, tab, before, CONVERSATIONS_PAGE_SIZE + 1);
    const more = rows.length > CONVERSATIONS_PAGE_SIZE;
    const page = more ? rows.slice(0, CONVERSATIONS_PAGE_SIZE) : rows;
    const ids = page.map((row) => row.id);
    const members = await queries.membersOf(tx, ids, 5);
    const cards = await peopleCards(
      tx,
      members.map((member) => member.user_id),
    );
    const last = new Map(
      (await queries.lastMessages(tx, ids)).map((row) => [row.conversation_id, row]),
    );
    const unread = await unreadByConversation(tx, me);
    const lastRow = page.at(-1);
    return {
      items: page.map((row) =>
        presentSummary(
          row,
          me,
          members.filter((member) => member.conversation_id === row.id),
          cards,
          last.get(row.id),
          Math.min(unread.get(row.id)?.unread ?? 0, UNREAD_COUNT_CAP + 1),
        ),
      ),
      nextCursor:
        more && lastRow ? encodeCursor([instantOf(lastRow.activity_at), lastRow.id]) : null,
    };
  });
}

export function getConversation(db: AppDatabase, me: string, id: string) {
  return withUser(db, me, (tx) => detailOf(tx, me, id));
}

/** POST /api/conversations: the direct conversation with someone (made once), or a new group. */
export function createConversation(
  db: AppDatabase,
  me: string,
  body: CreateConversation,
): Promise<ConversationDetail> {
  return asMember(db, me, async (tx) => {
    const id =
      body.kind === 'direct'
        ? await queries.openDirect(tx, body.userId)
        : await queries.createGroup(
            tx,
            body.name,
            [...new Set(body.memberIds)].filter((person) => person !== me),
            GROUP_MEMBERS_MAX,
          );
    return detailOf(tx, me, id);
  });
}

/** PATCH /api/conversations/:id: a group's admins rename it or change its picture. */
export function updateConversation(
  db: AppDatabase,
  me: string,
  id: string,
  body: UpdateConversation,
): Promise<ConversationDetail> {
  return asMember(db, me, async (tx) => {
    const row = await queries.findConversation(tx, me, id);
    if (!row) throw notFound();
    if (row.kind !== 'group' || row.role !== 'admin') {
      throw new AppError('FORBIDDEN', 'Only an admin of this group may rename it');
    }
    // The picture is an image uploaded to this conversation by the admin changing it.
    if (body.avatarUrl) {
      const key = attachmentKeyOf(body.avatarUrl, id);
      if (!key || !(await queries.ownsUpload(tx, me, key))) {
        throw new AppError('VALIDATION_FAILED', 'avatarUrl: Choose an image you uploaded here', {
          details: [{ path: 'avatarUrl', message: 'Choose an image you uploaded here' }],
        });
      }
    }
    if (!(await queries.updateConversation(tx, id, body))) throw notFound();
    return detailOf(tx, me, id);
  });
}

/** PATCH /api/conversations/:id/me: mute, hide my receipts. */
export function updateMembership(
  db: AppDatabase,
  me: string,
  id: string,
  body: UpdateMembership,
): Promise<ConversationDetail> {
  return withUser(db, me, async (tx) => {
    if (!(await queries.updateMembership(tx, me, id, body))) throw notFound();
    return detailOf(tx, me, id);
  });
}

/** POST /api/conversations/:id/request: accept or decline a message request. */
export function answerRequest(
  db: AppDatabase,
  me: string,
  id: string,
  { decision }: AnswerRequest,
): Promise<ConversationDetail> {
  return withUser(db, me, async (tx) => {
    const row = await queries.findConversation(tx, me, id);
    if (!row) throw notFound();
    if (
      row.request_state !== 'pending' &&
      !(decision === 'accept' && row.request_state === 'declined')
    ) {
      throw new AppError('CONFLICT', 'This conversation is not waiting for your answer');
    }
    const requestState = decision === 'accept' ? 'accepted' : 'declined';
    await queries.updateMembership(tx, me, id, { requestState });
    return detailOf(tx, me, id);
  });
}

export function addMembers(db: AppDatabase, me: string, id: string, people: string[]) {
  return asMember(db, me, async (tx) => {
    if (!(await queries.findConversation(tx, me, id))) throw notFound();
    await queries.addMembers(tx, id, [...new Set(people)], GROUP_MEMBERS_MAX);
    return detailOf(tx, me, id);
  });
}

/** DELETE /api/conversations/:id/members/:userId: leave (oneself) or remove (an admin). */
export function removeMember(db: AppDatabase, me: string, id: string, person: string) {
  return asMember(db, me, async (tx) => {
    const row = await queries.findConversation(tx, me, id);
    if (!row) throw notFound();
    if (row.kind !== 'group') {
      throw new AppError('BAD_REQUEST', 'A direct conversation has no members to remove');
    }
    await queries.removeMember(tx, id, person);
  });
}

export function setRole(
  db: AppDatabase,
  me: string,
  id: string,
  person: string,
  role: 'admin' | 'member',
) {
  return asMember(db, me, async (tx) => {
    if (!(await queries.findConversation(tx, me, id))) throw notFound();
    await queries.setRole(tx, id, person, role);
    return detailOf(tx, me, id);
  });
}

/** The members of the conversation the text mentions by username (the caller included). */
async function mentionedMembers(tx: AppTransaction, id: string, text: string): Promise<string[]> {
  const usernames = new Set(mentionedUsernames(text));
  if (usernames.size === 0) return [];
  const members = await queries.memberStates(tx, id);
  const cards = await peopleCards(
    tx,
    members.map((member) => member.id),
  );
  return [...cards.values()]
    .filter((card) => card.username !== null && usernames.has(card.username.toLowerCase()))
    .map((card) => card.id);
}

// Chat names a message's sender by id (the conversation's members are known); only the
// people it mentions need their cards.
const presentRows = (tx: AppTransaction, me: string, rows: queries.MessageRow[]) =>
  core.presentMessages(
    tx,
    rows,
    (row) => row.mentions,
    (row, context) => presentMessage(row, me, context),
  );

async function messageOf(tx: AppTransaction, me: string, id: string): Promise<Message> {
  const row = await queries.findMessage(tx, id);
  if (!row) throw messageNotFound();
  const [message] = await presentRows(tx, me, [row]);
  return message!;
}

/** GET /api/conversations/:id/messages: newest first, one keyset page up at a time. */
export function listMessages(
  db: AppDatabase,
  me: string,
  id: string,
  cursor: string | undefined,
  search: string | undefined,
): Promise<MessagePage> {
  const before = decodeCursor(cursor, cursorValues.instant);
  return withUser(
    db,
    me,
    async (tx) => {
      // Asked together, one round trip on a server (pipelined): the messages policy shows a
      // conversation's messages to its members only, and a stranger gets 404 either way.
      const [conversation, rows] = await Promise.all([
        queries.findConversation(tx, me, id),
        queries.messagePage(tx, id, before, search || undefined, MESSAGES_PAGE_SIZE + 1),
      ]);
      if (!conversation) throw notFound();
      return core.historyPage(rows, MESSAGES_PAGE_SIZE, (page) => presentRows(tx, me, page));
    },
    readOnly,
  );
}

export interface Sent {
  message: Message;
  /** False when the client key had been used: the message was already stored. */
  created: boolean;
  /** Who to tell, with whether it is a message request to them. */
  members: { id: string; requestState: string }[];
}

/**
 * POST /api/conversations/:id/messages. A resend with a client key already used answers the
 * message stored the first time (an offline queue flushing twice stores one).
 */
export async function sendMessage(
  db: AppDatabase,
  me: string,
  id: string,
  body: SendMessage,
): Promise<Sent> {
  const attempt = () =>
    withUser(db, me, async (tx) => {
      const resent = await core.resentMessageId(tx, me, body.clientKey, id);
      if (resent) return { message: await messageOf(tx, me, resent), created: false, members: [] };
      if (!(await queries.findConversation(tx, me, id))) throw notFound();
      if (!(await queries.canPost(tx, id))) {
        throw (await queries.isClosedRequest(tx, id))
          ? new AppError('FORBIDDEN', 'This person is no longer taking messages from you')
          : new AppError('FORBIDDEN', 'You cannot post in this conversation');
      }
      if (body.replyToId) {
        const quoted = await queries.findMessage(tx, body.replyToId);
        if (!quoted || quoted.conversation_id !== id) {
          throw new AppError(
            'VALIDATION_FAILED',
            'replyToId: Reply to a message of this conversation',
            {
              details: [{ path: 'replyToId', message: 'Reply to a message of this conversation' }],
            },
          );
        }
      }
      if (body.attachmentUrl) {
        const key = attachmentKeyOf(body.attachmentUrl, id);
        if (!key || !(await queries.ownsUpload(tx, me, key))) {
          throw new AppError(
            'VALIDATION_FAILED',
            'attachmentUrl: Attach an image you uploaded here',
            {
              details: [{ path: 'attachmentUrl', message: 'Attach an image you uploaded here' }],
            },
          );
        }
      }
      const mentions = await mentionedMembers(tx, id, body.body);
      const messageId = await messages.insertMessage(tx, {
        conversationId: id,
        senderId: me,
        body: body.body,
        replyToId: body.replyToId ?? null,
        attachmentUrl: body.attachmentUrl ?? null,
        mentions: mentions.filter((person) => person !== me),
        clientKey: body.clientKey,
      });
      // Sending reads everything before it.
      await queries.moveWatermark(tx, me, id, messageId);
      const members = await queries.memberStates(tx, id);
      // message.received to each recipient's webhooks, in this transaction (the outbox); not to
      // someone for whom it is still a message request, which they have not let in.
      for (const member of members) {
        if (member.id === me || member.requestState !== 'accepted') continue;
        await emitMessageReceivedWebhook(tx, me, member.id, {
          id: messageId,
          conversationId: id,
          excerpt: body.body.slice(0, WEBHOOK_EXCERPT_LENGTH),
        });
      }
      return { message: await messageOf(tx, me, messageId), created: true, members };
    });
  return core.storeOnce(attempt);
}

/** PATCH /api/messages/:id: its sender changes the text (shown as edited). */
export function editMessage(db: AppDatabase, me: string, id: string, text: string) {
  return withUser(db, me, async (tx) => {
    const row = await queries.findMessage(tx, id);
    if (!row) throw messageNotFound();
    if (row.sender_id !== me) throw new AppError('FORBIDDEN', 'Only its sender may edit a message');
    const mentions = await mentionedMembers(tx, row.conversation_id, text);
    if (!(await messages.editMessage(tx, id, text, mentions))) {
      throw new AppError('CONFLICT', 'This message can no longer be edited');
    }
    return messageOf(tx, me, id);
  });
}

/** DELETE /api/messages/:id: its sender leaves a tombstone ("message deleted"). */
export function deleteMessage(db: AppDatabase, me: string, id: string) {
  return withUser(db, me, async (tx) => {
    const row = await queries.findMessage(tx, id);
    if (!row) throw messageNotFound();
    if (row.sender_id !== me)
      throw new AppError('FORBIDDEN', 'Only its sender may delete a message');
    await messages.tombstoneMessage(tx, id);
    return messageOf(tx, me, id);
  });
}

/** PUT /api/messages/:id/reactions: adds or removes the caller's emoji (idempotent). */
export function react(db: AppDatabase, me: string, id: string, emoji: string, active: boolean) {
  return withUser(db, me, async (tx) => {
    const row = await queries.findMessage(tx, id);
    if (!row) throw messageNotFound();
    if (active && (row.deleted_at !== null || !(await queries.canPost(tx, row.conversation_id)))) {
      throw new AppError('FORBIDDEN', 'You cannot react in this conversation');
    }
    await core.setReaction(tx, id, me, emoji, active);
    return messageOf(tx, me, id);
  });
}

async function countsOf(tx: AppTransaction, me: string): Promise<UnreadCounts> {
  const rows = await queries.unreadRows(tx, me, UNREAD_COUNT_CAP);
  const conversations: Record<string, number> = {};
  let total = 0;
  for (const row of rows) {
    if (row.unread === 0) continue;
    conversations[row.conversation_id] = row.unread;
    if (!isMuted(row.muted_until === null ? null : instantOf(row.muted_until))) total += row.unread;
  }
  return { total, requests: await queries.pendingRequestCount(tx, me), conversations };
}

/** GET /api/conversations/unread. */
export function unreadCounts(db: AppDatabase, me: string) {
  return withUser(db, me, (tx) => countsOf(tx, me));
}

/** POST /api/conversations/:id/read: moves my watermark to that message (never back). */
export function markRead(db: AppDatabase, me: string, id: string, messageId: string) {
  return withUser(db, me, async (tx) => {
    if (!(await queries.findConversation(tx, me, id))) throw notFound();
    if (!(await queries.moveWatermark(tx, me, id, messageId))) throw messageNotFound();
    return countsOf(tx, me);
  });
}

/** Who to tell about a change in a conversation (the members the caller may see). */
export function membersToTell(db: AppDatabase, me: string, id: string) {
  return withUser(db, me, (tx) => queries.memberStates(tx, id));
}

/** Unread counts of another member, for their `user:` topic: asked as them. */
export function countsFor(db: AppDatabase, person: string) {
  return withUser(db, person, (tx) => countsOf(tx, person));
}

/** Whether `person` may listen to `conversation:<id>`: a member with no block in the way. */
export function mayListen(db: AppDatabase, person: string, id: string) {
  return withUser(db, person, (tx) => queries.isListenable(tx, person, id));
}
