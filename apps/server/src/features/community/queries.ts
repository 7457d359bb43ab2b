import { sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';
import * as core from '@/capabilities/messages/queries';

// Every function here but replaceModeratorEmails runs under withUser(): the policies of
// drizzle/policies/messages.sql, community_*.sql and their neighbours decide what the caller
// sees and may change (the community rule, bans and blocks); these queries only choose.

/** At start-up, as the server: COMMUNITY_MODERATORS becomes the table the database asks. */
export async function replaceModeratorEmails(db: AppDatabase, emails: readonly string[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from community_moderator_emails`);
    for (const email of emails) {
      await tx.execute(
        sql`insert into community_moderator_emails (email) values (${email}) on conflict do nothing`,
      );
    }
  });
}

export type StandingRow = { is_moderator: boolean; banned: boolean; ban_reason: string | null };

/** The caller's standing: a moderator, and whether (and why) they are banned. */
export async function standing(tx: AppTransaction, me: string): Promise<StandingRow> {
  const result = await tx.execute<StandingRow>(sql`
    select app.community_is_moderator() as is_moderator,
      app.community_is_banned(${me}) as banned,
      (select b.reason from community_bans b where b.user_id = ${me}) as ban_reason`);
  return result.rows[0]!;
}

export type ChannelRow = {
  id: string;
  slug: string;
  last_message_at: string | Date | null;
  unread: number;
};

/** The channels the caller may see (none without community access), with unread counts. */
export async function channels(tx: AppTransaction, me: string, cap: number): Promise<ChannelRow[]> {
  const result = await tx.execute<ChannelRow>(sql`
    select c.id, c.slug, c.last_message_at,
      (select count(*)::int from (
        select 1 from messages m
        where m.conversation_id = c.id and m.sender_id <> ${me}
          and m.deleted_at is null and m.removed_at is null
          and (r.last_read_at is null or m.created_at > r.last_read_at)
        limit ${cap}) unread) as unread
    from conversations c
    left join community_reads r on r.conversation_id = c.id and r.user_id = ${me}
    where c.kind = 'channel'
    order by c.position, c.slug`);
  return result.rows;
}

export async function channelBySlug(tx: AppTransaction, slug: string) {
  const result = await tx.execute<{ id: string; slug: string }>(sql`
    select c.id, c.slug from conversations c where c.kind = 'channel' and c.slug = ${slug}`);
  return result.rows[0] ?? null;
}

export async function isVisibleChannel(tx: AppTransaction, id: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select 1 from conversations c where c.kind = 'channel' and c.id = ${id}`,
  );
  return result.rows.length > 0;
}

export async function allChannelIds(tx: AppTransaction): Promise<string[]> {
  const result = await tx.execute<{ id: string }>(
    sql`select c.id from conversations c where c.kind = 'channel'`,
  );
  return result.rows.map((row) => row.id);
}

export type MessageRow = core.MessageCoreRow & {
  slug: string;
  removed_at: string | Date | null;
  reply_gone: boolean | null;
  reported_by_me: boolean;
};

const messageColumns = (me: string) => sql`${core.messageCoreColumns}, c.slug, g.removed_at,
  (r.deleted_at is not null or r.removed_at is not null) as reply_gone,
  exists (select 1 from community_reports p where p.message_id = g.id and p.reporter_id = ${me})
    as reported_by_me`;

const joins = sql`join conversations c on c.id = g.conversation_id and c.kind = 'channel'
  ${core.replyJoin}`;

/** History newest first by keyset (created_at, id). */
export async function messagePage(
  tx: AppTransaction,
  me: string,
  channelId: string,
  before: [string, string] | null,
  take: number,
): Promise<MessageRow[]> {
  const result = await tx.execute<MessageRow>(sql`
    select ${messageColumns(me)} from messages g ${joins}
    where g.conversation_id = ${channelId} and ${core.olderThan(before)}
    ${core.newestFirst}
    limit ${take}`);
  return result.rows;
}

/** A channel message the caller may see, or null (another kind of conversation included). */
export async function findMessage(
  tx: AppTransaction,
  me: string,
  id: string,
): Promise<MessageRow | null> {
  const result = await tx.execute<MessageRow>(
    sql`select ${messageColumns(me)} from messages g ${joins} where g.id = ${id}`,
  );
  return result.rows[0] ?? null;
}

/** How many channel messages the caller sent in the last `seconds`. */
export async function recentPosts(tx: AppTransaction, me: string, seconds: number) {
  const result = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from messages g
    join conversations c on c.id = g.conversation_id and c.kind = 'channel'
    where g.sender_id = ${me} and g.created_at > now() - make_interval(secs => ${seconds})`);
  return result.rows[0]?.n ?? 0;
}

/** Moves the caller's watermark in a channel forward to `at` (never back). */
export async function markRead(tx: AppTransaction, me: string, channelId: string, at: Date) {
  await tx.execute(sql`
    insert into community_reads (user_id, conversation_id, last_read_at)
    values (${me}, ${channelId}, ${at.toISOString()}::timestamptz)
    on conflict (user_id, conversation_id) do update
      set last_read_at = greatest(community_reads.last_read_at, excluded.last_read_at)`);
}

export async function insertReport(
  tx: AppTransaction,
  values: { messageId: string; me: string; reason: string; note: string | null },
) {
  const result = await tx.execute<{ id: string }>(sql`
    insert into community_reports (message_id, reporter_id, reason, note)
    values (${values.messageId}, ${values.me}, ${values.reason}, ${values.note})
    returning id`);
  return result.rows[0]!.id;
}

export type ReportRow = {
  id: string;
  reason: string;
  note: string | null;
  status: string;
  created_at: string | Date;
  reporter_id: string;
  message_id: string;
  sender_id: string | null;
  body: string | null;
  message_created_at: string | Date | null;
  removed_at: string | Date | null;
  slug: string | null;
  open_count: number;
  author_banned: boolean;
};

/**
 * Reports by status, oldest first (the queue). The message columns come through the messages
 * policy: a message this moderator blocked shows without its text.
 */
export async function reports(tx: AppTransaction, status: string, take: number) {
  const result = await tx.execute<ReportRow>(sql`
    select p.id, p.reason, p.note, p.status, p.created_at, p.reporter_id, p.message_id,
      s.sender_id, m.body, s.created_at as message_created_at, s.removed_at, c.slug,
      (select count(*)::int from community_reports o
        where o.message_id = p.message_id and o.status = 'open') as open_count,
      app.community_is_banned(s.sender_id) as author_banned
    from community_reports p
    left join app.community_report_subject(p.id) s on true
    left join messages m on m.id = p.message_id
    left join conversations c on c.id = s.conversation_id
    where p.status = ${status}
    order by p.created_at ${status === 'open' ? sql`asc` : sql`desc`}, p.id
    limit ${take}`);
  return result.rows;
}

export type BanRow = { user_id: string; reason: string | null; created_at: string | Date };

export async function bans(tx: AppTransaction, take: number) {
  const result = await tx.execute<BanRow>(sql`
    select user_id, reason, created_at from community_bans order by created_at desc limit ${take}`);
  return result.rows;
}

export type LogRow = {
  id: string;
  action: 'remove' | 'dismiss' | 'ban' | 'unban';
  moderator_id: string | null;
  target_user_id: string | null;
  message_id: string | null;
  reason: string | null;
  created_at: string | Date;
};

export async function log(tx: AppTransaction, take: number) {
  const result = await tx.execute<LogRow>(sql`
    select id, action, moderator_id, target_user_id, message_id, reason, created_at
    from community_moderation_log order by created_at desc, id desc limit ${take}`);
  return result.rows;
}

export async function removeMessage(tx: AppTransaction, id: string, reason: string | null) {
  await tx.execute(sql`select app.community_remove_message(${id}::uuid, ${reason})`);
}

export async function dismissReport(tx: AppTransaction, id: string) {
  await tx.execute(sql`select app.community_dismiss_report(${id}::uuid)`);
}

export async function ban(tx: AppTransaction, person: string, reason: string | null) {
  await tx.execute(sql`select app.community_ban(${person}::uuid, ${reason})`);
}

export async function unban(tx: AppTransaction, person: string) {
  await tx.execute(sql`select app.community_unban(${person}::uuid)`);
}
