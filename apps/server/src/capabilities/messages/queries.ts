import { sql, type SQLWrapper } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { compiledStatement } from '@/db/compiled-query';
import { uuidArray, uuidArrayLiteral } from '@/db/uuid-array';

// The message rows chat and the community share (chat's `messages` and `message_reactions`:
// a channel is a conversation of its own kind). Every function runs under withUser(): the
// policies of drizzle/policies/messages.sql and message_reactions.sql decide what the caller
// sees and may change (membership, the community rule, blocks); these queries only choose.

/** What every message row read for presenting holds; features add their own columns. */
export type MessageCoreRow = {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  client_key: string;
  created_at: string | Date;
  edited_at: string | Date | null;
  deleted_at: string | Date | null;
  reply_to_id: string | null;
  reply_sender_id: string | null;
  reply_body: string | null;
};

/** The columns of MessageCoreRow, for a query over `messages g` joined with `replyJoin`. */
export const messageCoreColumns = sql`g.id, g.conversation_id, g.sender_id, g.body, g.client_key,
  g.created_at, g.edited_at, g.deleted_at, g.reply_to_id,
  r.sender_id as reply_sender_id, r.body as reply_body`;

// The quoted message, if the caller may still see it (the messages policy filters the join).
export const replyJoin = sql`left join messages r on r.id = g.reply_to_id`;

/**
 * The history condition: older than the keyset cursor `(created_at, id)`, or everything. The
 * cursor's parts are values, or placeholders in a statement built once (db/compiled-query.ts).
 */
export const olderThan = (before: readonly [string | SQLWrapper, string | SQLWrapper] | null) =>
  before ? sql`(g.created_at, g.id) < (${before[0]}::timestamptz, ${before[1]}::uuid)` : sql`true`;

/** Newest first, the order of every history page and of its index. */
export const newestFirst = sql`order by g.created_at desc, g.id desc`;

export async function findByClientKey(tx: AppTransaction, senderId: string, clientKey: string) {
  const result = await tx.execute<{ id: string; conversation_id: string }>(sql`
    select g.id, g.conversation_id from messages g
    where g.sender_id = ${senderId} and g.client_key = ${clientKey}`);
  return result.rows[0] ?? null;
}

export interface NewMessage {
  conversationId: string;
  senderId: string;
  body: string;
  replyToId: string | null;
  attachmentUrl: string | null;
  mentions: readonly string[];
  clientKey: string;
}

export async function insertMessage(tx: AppTransaction, values: NewMessage): Promise<string> {
  const result = await tx.execute<{ id: string }>(sql`
    insert into messages (conversation_id, sender_id, body, reply_to_id, attachment_url, mentions, client_key)
    values (${values.conversationId}, ${values.senderId}, ${values.body}, ${values.replyToId},
      ${values.attachmentUrl}, ${uuidArray(values.mentions)}, ${values.clientKey})
    returning id`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error('insertMessage inserted nothing');
  return id;
}

/**
 * New text for the caller's own live message (neither deleted nor removed by a moderator);
 * false when the policy or its state refuses.
 */
export async function editMessage(
  tx: AppTransaction,
  id: string,
  body: string,
  mentions: readonly string[],
): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`
    update messages set body = ${body}, mentions = ${uuidArray(mentions)}, edited_at = now()
    where id = ${id} and deleted_at is null and removed_at is null returning id`);
  return result.rows.length > 0;
}

/** Leaves a tombstone of the caller's own message: its text, mentions and attachment are gone. */
export async function tombstoneMessage(tx: AppTransaction, id: string): Promise<boolean> {
  const result = await tx.execute<{ id: string }>(sql`
    update messages set body = '', mentions = '{}', attachment_url = null, deleted_at = now()
    where id = ${id} and deleted_at is null and removed_at is null returning id`);
  return result.rows.length > 0;
}

export type ReactionRow = { message_id: string; user_id: string; emoji: string };

/** The reactions of these messages, oldest first (so a chip's people read in order). */
export async function reactionsOf(
  tx: AppTransaction,
  messageIds: readonly string[],
): Promise<ReactionRow[]> {
  if (messageIds.length === 0) return [];
  return reactionsStatement(tx, { ids: uuidArrayLiteral(messageIds) });
}

const reactionsStatement = compiledStatement<{ ids: string }, ReactionRow>()(
  (p) => sql`
    select message_id, user_id, emoji from message_reactions
    where message_id = any(${p.ids}::uuid[])
    order by created_at, user_id`,
);

export async function addReaction(
  tx: AppTransaction,
  messageId: string,
  me: string,
  emoji: string,
) {
  await tx.execute(sql`
    insert into message_reactions (message_id, user_id, emoji) values (${messageId}, ${me}, ${emoji})
    on conflict do nothing`);
}

export async function removeReaction(
  tx: AppTransaction,
  messageId: string,
  me: string,
  emoji: string,
) {
  await tx.execute(sql`
    delete from message_reactions
    where message_id = ${messageId} and user_id = ${me} and emoji = ${emoji}`);
}
