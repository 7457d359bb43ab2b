import { sql, type SQL } from 'drizzle-orm';
import type { AppTransaction } from '@/db/client';
import { compiledStatement } from '@/db/compiled-query';
import { uuidArray } from '@/db/uuid-array';
import * as core from '@/capabilities/messages/queries';

// Every function here runs under withUser(): the policies of drizzle/policies/conversations.sql
// and its neighbours decide what the caller sees and may change; these queries only choose.

export type ConversationRow = {
  id: string;
  kind: 'direct' | 'group';
  name: string | null;
  avatar_url: string | null;
  activity_at: string | Date;
  role: 'admin' | 'member';
  request_state: 'accepted' | 'pending' | 'declined';
  muted_until: string | Date | null;
  hide_receipts: boolean;
  member_count: number;
};

const conversationColumns = sql`c.id, c.kind, c.name, c.avatar_url,
  coalesce(c.last_message_at, c.created_at) as activity_at,
  m.role, m.request_state, m.muted_until, m.hide_receipts,
  (select count(*)::int from conversation_members x where x.conversation_id = c.id) as member_count`;

/**
 * A page of the caller's conversations, most recent activity first, by keyset. The inbox holds
 * accepted ones (a direct one the other person opened shows once it has a message); requests
 * hold unanswered ones: a direct one once it carries a message, a group invitation at once.
 */
export async function conversationPage(
  tx: AppTransaction,
  me: string,
  tab: 'inbox' | 'requests',
  before: [string, string] | null,
  take: number,
): Promise<ConversationRow[]> {
  const filter =
    tab === 'inbox'
      ? sql`m.request_state = 'accepted'
          and (c.last_message_at is not null or c.kind = 'group' or c.created_by = ${me})`
      : sql`m.request_state = 'pending' and (c.last_message_at is not null or c.kind = 'group')`;
  const result = await tx.execute<ConversationRow>(sql`
    select ${conversationColumns}
    from conversation_members m join conversations c on c.id = m.conversation_id
    where m.user_id = ${me} and ${filter}
      ${
        before
          ? sql`and (coalesce(c.last_message_at, c.created_at), c.id) < (${before[0]}::timestamptz, ${before[1]}::uuid)`
          : sql``
      }
    order by coalesce(c.last_message_at, c.created_at) desc, c.id desc
    limit ${take}`);
  return result.rows;
}

/** One conversation of the caller's, or null (not a member: the policy hides it). */
const conversationStatement = compiledStatement<{ me: string; id: string }, ConversationRow>()(
  (p) => sql`
    select ${conversationColumns}
    from conversation_members m join conversations c on c.id = m.conversation_id
    where m.user_id = ${p.me} and c.id = ${p.id}`,
);

export async function findConversation(tx: AppTransaction, me: string, id: string) {
  const [row] = await conversationStatement(tx, { me, id });
  return row ?? null;
}

/**
 * Whether the caller may listen to a conversation's live events: a member, and in a direct
 * conversation one who still sees the other member (the members policy hides them once a block
 * stands either way, so a block ends the listening too).
 */
export async function isListenable(tx: AppTransaction, me: string, id: string): Promise<boolean> {
  const result = await tx.execute<{ ok: boolean }>(sql`
    select true as ok
    from conversation_members m join conversations c on c.id = m.conversation_id
    where m.user_id = ${me} and c.id = ${id}
      and (c.kind = 'group' or exists (
        select 1 from conversation_members o
        where o.conversation_id = c.id and o.user_id <> ${me}))`);
  return result.rows.length > 0;
}

export type MemberRow = {
  conversation_id: string;
  user_id: string;
  role: 'admin' | 'member';
  request_state: 'accepted' | 'pending' | 'declined';
  joined_at: string | Date;
};

/** Members of these conversations the caller may see (blocks hide both ways), oldest first. */
export async function membersOf(
  tx: AppTransaction,
  conversationIds: readonly string[],
  perConversation: number,
): Promise<MemberRow[]> {
  if (conversationIds.length === 0) return [];
  const result = await tx.execute<MemberRow>(sql`
    select conversation_id, user_id, role, request_state, joined_at from (
      select m.*, row_number() over (
        partition by m.conversation_id order by m.joined_at, m.user_id) as n
      from conversation_members m where m.conversation_id = any(${uuidArray(conversationIds)})
    ) ranked
    where n <= ${perConversation}
    order by conversation_id, joined_at, user_id`);
  return result.rows;
}

export type MessageRow = core.MessageCoreRow & {
  mentions: string[];
  attachment_url: string | null;
  reply_deleted_at: string | Date | null;
};

const messageColumns = sql`${core.messageCoreColumns}, g.mentions, g.attachment_url,
  r.deleted_at as reply_deleted_at`;

/** A LIKE pattern matching `text` literally anywhere. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type PageValues = {
  conversationId: string;
  beforeAt: string;
  beforeId: string;
  pattern: string;
  take: number;
};

/** A history page's statement, with or without a cursor and a search, each built once. */
const pageStatement = (cursor: boolean, search: boolean) =>
  compiledStatement<PageValues, MessageRow>()(
    (p) => sql`
    select ${messageColumns} from messages g ${core.replyJoin}
    where g.conversation_id = ${p.conversationId}
      and ${core.olderThan(cursor ? [p.beforeAt, p.beforeId] : null)}
      ${search ? sql`and g.deleted_at is null and g.body ilike ${p.pattern}` : sql``}
    ${core.newestFirst}
    limit ${p.take}`,
  );
const pageStatements = [
  [pageStatement(false, false), pageStatement(false, true)],
  [pageStatement(true, false), pageStatement(true, true)],
] as const;

/** History newest first by keyset (created_at, id); `search` keeps messages holding it. */
export async function messagePage(
  tx: AppTransaction,
  conversationId: string,
  before: [string, string] | null,
  search: string | undefined,
  take: number,
): Promise<MessageRow[]> {
  return pageStatements[before ? 1 : 0][search ? 1 : 0](tx, {
    conversationId,
    beforeAt: before?.[0] ?? '',
    beforeId: before?.[1] ?? '',
    pattern: search ? containing(search) : '',
    take,
  });
}

export async function findMessage(tx: AppTransaction, id: string): Promise<MessageRow | null> {
  const result = await tx.execute<MessageRow>(
    sql`select ${messageColumns} from messages g ${core.replyJoin} where g.id = ${id}`,
  );
  return result.rows[0] ?? null;
}

export type ReceiptRow = {
  user_id: string;
  last_read_message_id: string | null;
  last_read_at: string | Date | null;
};

/** The watermarks the caller may see in a conversation (the policy applies reciprocity). */
export async function receiptsOf(tx: AppTransaction, conversationId: string) {
  const result = await tx.execute<ReceiptRow>(sql`
    select user_id, last_read_message_id, last_read_at from conversation_reads
    where conversation_id = ${conversationId}`);
  return result.rows;
}

/** Moves the caller's watermark to a message of that conversation (forward only: trigger). */
export async function moveWatermark(
  tx: AppTransaction,
  me: string,
  conversationId: string,
  messageId: string,
): Promise<boolean> {
  const result = await tx.execute<{ user_id: string }>(sql`
    update conversation_reads w set last_read_message_id = g.id, last_read_at = g.created_at
    from messages g
    where g.id = ${messageId} and g.conversation_id = ${conversationId}
      and w.conversation_id = ${conversationId} and w.user_id = ${me}
    returning w.user_id`);
  return result.rows.length > 0;
}

export type UnreadRow = {
  conversation_id: string;
  muted_until: string | Date | null;
  unread: number;
};

/**
 * Unread messages per accepted conversation of the caller: others' live messages past the
 * watermark (never read: since they joined, so a group's old history is not "unread"), counted
 * up to `cap + 1` each (an index walk from the watermark, never a full count).
 */
export async function unreadRows(tx: AppTransaction, me: string, cap: number) {
  const result = await tx.execute<UnreadRow>(sql`
    select m.conversation_id, m.muted_until, (
      select count(*)::int from (
        select 1 from messages g
        where g.conversation_id = m.conversation_id and g.sender_id <> ${me} and g.deleted_at is null
          and ((w.last_read_at is null and g.created_at >= m.joined_at)
            or (g.created_at, g.id) > (w.last_read_at, coalesce(w.last_read_message_id, '00000000-0000-0000-0000-000000000000'::uuid)))
        limit ${cap + 1}
      ) x
    ) as unread
    from conversation_members m
    left join conversation_reads w on w.conversation_id = m.conversation_id and w.user_id = m.user_id
    where m.user_id = ${me} and m.request_state = 'accepted'`);
  return result.rows;
}

export async function pendingRequestCount(tx: AppTransaction, me: string): Promise<number> {
  const result = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from conversation_members m join conversations c on c.id = m.conversation_id
    where m.user_id = ${me} and m.request_state = 'pending'
      and (c.last_message_at is not null or c.kind = 'group')`);
  return result.rows[0]?.n ?? 0;
}

export type LastMessageRow = {
  conversation_id: string;
  id: string;
  sender_id: string;
  body: string;
  attachment_url: string | null;
  deleted_at: string | Date | null;
  created_at: string | Date;
};

/** The newest message the caller may see in each conversation. */
export async function lastMessages(tx: AppTransaction, conversationIds: readonly string[]) {
  if (conversationIds.length === 0) return [];
  const result = await tx.execute<LastMessageRow>(sql`
    select ids.id as conversation_id, g.id, g.sender_id, g.body, g.attachment_url, g.deleted_at, g.created_at
    from unnest(${uuidArray(conversationIds)}) as ids(id)
    cross join lateral (
      select * from messages g where g.conversation_id = ids.id
      order by g.created_at desc, g.id desc limit 1
    ) g`);
  return result.rows;
}

/** The members of a conversation the caller may see, with their request state (who to tell). */
export async function memberStates(tx: AppTransaction, conversationId: string) {
  const result = await tx.execute<{ user_id: string; request_state: string }>(sql`
    select user_id, request_state from conversation_members where conversation_id = ${conversationId}`);
  return result.rows.map((row) => ({ id: row.user_id, requestState: row.request_state }));
}

/** Whether the caller is a member of the conversation (any request state). */
export async function isMember(tx: AppTransaction, conversationId: string): Promise<boolean> {
  const result = await tx.execute<{ ok: boolean }>(
    sql`select app.chat_is_member(${conversationId}::uuid) as ok`,
  );
  return result.rows[0]?.ok === true;
}

/** Whether the caller stored this file (their own uploads rows only). */
export async function ownsUpload(tx: AppTransaction, me: string, storageKey: string) {
  const result = await tx.execute<{ ok: boolean }>(sql`
    select exists (select 1 from uploads where storage_key = ${storageKey} and user_id = ${me}) as ok`);
  return result.rows[0]?.ok === true;
}

export async function canPost(tx: AppTransaction, conversationId: string): Promise<boolean> {
  const result = await tx.execute<{ ok: boolean }>(
    sql`select app.chat_can_post(${conversationId}::uuid) as ok`,
  );
  return result.rows[0]?.ok === true;
}

/**
 * Whether `conversationId` is a message request the caller opened that the other person has
 * since closed (their privacy rule now refuses the caller), to say so rather than a bare 403.
 */
export async function isClosedRequest(tx: AppTransaction, conversationId: string) {
  const result = await tx.execute<{ ok: boolean }>(sql`
    select exists (
      select 1 from conversation_members o
      join conversations c on c.id = o.conversation_id
      where o.conversation_id = ${conversationId}::uuid and c.kind = 'direct'
        and o.user_id <> app.current_user_id() and o.request_state = 'pending'
        and app.chat_messaging_decision(o.user_id) = 'refused'
    ) as ok`);
  return result.rows[0]?.ok === true;
}

export async function openDirect(tx: AppTransaction, other: string): Promise<string> {
  const result = await tx.execute<{ id: string }>(
    sql`select app.chat_open_direct(${other}::uuid) as id`,
  );
  return result.rows[0]!.id;
}

export async function createGroup(
  tx: AppTransaction,
  name: string,
  people: readonly string[],
  max: number,
): Promise<string> {
  const result = await tx.execute<{ id: string }>(
    sql`select app.chat_create_group(${name}, ${uuidArray(people)}, ${max}::int) as id`,
  );
  return result.rows[0]!.id;
}

export async function addMembers(
  tx: AppTransaction,
  conversationId: string,
  people: readonly string[],
  max: number,
) {
  await tx.execute(
    sql`select app.chat_add_members(${conversationId}::uuid, ${uuidArray(people)}, ${max}::int)`,
  );
}

export async function removeMember(tx: AppTransaction, conversationId: string, person: string) {
  await tx.execute(sql`select app.chat_remove_member(${conversationId}::uuid, ${person}::uuid)`);
}

export async function setRole(
  tx: AppTransaction,
  conversationId: string,
  person: string,
  role: 'admin' | 'member',
) {
  await tx.execute(
    sql`select app.chat_set_role(${conversationId}::uuid, ${person}::uuid, ${role})`,
  );
}

/** Changes the caller's own membership row; false when there is none. */
export async function updateMembership(
  tx: AppTransaction,
  me: string,
  conversationId: string,
  values: { mutedUntil?: string | null; hideReceipts?: boolean; requestState?: string },
): Promise<boolean> {
  const sets: SQL[] = [];
  if (values.mutedUntil !== undefined)
    sets.push(sql`muted_until = ${values.mutedUntil}::timestamptz`);
  if (values.hideReceipts !== undefined) sets.push(sql`hide_receipts = ${values.hideReceipts}`);
  if (values.requestState !== undefined) sets.push(sql`request_state = ${values.requestState}`);
  const result = await tx.execute<{ user_id: string }>(sql`
    update conversation_members set ${sql.join(sets, sql`, `)}
    where conversation_id = ${conversationId} and user_id = ${me} returning user_id`);
  return result.rows.length > 0;
}

/** Renames a group or changes its picture, if the policy lets the caller (an admin). */
export async function updateConversation(
  tx: AppTransaction,
  conversationId: string,
  values: { name?: string; avatarUrl?: string | null },
): Promise<boolean> {
  const sets: SQL[] = [];
  if (values.name !== undefined) sets.push(sql`name = ${values.name}`);
  if (values.avatarUrl !== undefined) sets.push(sql`avatar_url = ${values.avatarUrl}`);
  const result = await tx.execute<{ id: string }>(sql`
    update conversations set ${sql.join(sets, sql`, `)} where id = ${conversationId} returning id`);
  return result.rows.length > 0;
}

/** The caller's direct conversation with `other`, if any (its key names the pair). */
export async function directConversationWith(tx: AppTransaction, me: string, other: string) {
  const result = await tx.execute<{ id: string }>(sql`
    select c.id from conversations c
    where c.direct_key = least(${me}::uuid, ${other}::uuid)::text || ':' || greatest(${me}::uuid, ${other}::uuid)::text`);
  return result.rows[0]?.id ?? null;
}
