import { sql } from 'drizzle-orm';
import type { AppDatabase } from '@/db/client';

// The e-mail jobs run as the server's own role (no request, no withUser): every query here
// names whose rows it reads or changes.

export type MailRecipient = {
  recipient_id: string;
  email: string;
  name: string;
  /** The recipient's interface language and time zone: their mail is written in them. */
  language: string | null;
  time_zone: string | null;
  quiet_hours_start: string | null;
  quiet_hours_end: string | null;
};

export type PendingEmailRow = MailRecipient & {
  id: string;
  kind: string;
  excerpt: string | null;
  actor_ids: string[];
  actor_count: number;
};

const recipientColumns = sql`u.email, coalesce(p.full_name, p.username, u.name) as name,
  p.language, s.time_zone, s.quiet_hours_start, s.quiet_hours_end`;

/**
 * Notifications waiting for their own mail, oldest first: 'pending' ones, and 'digest' ones
 * of people who have switched the digest off since.
 */
export async function pendingEmails(db: AppDatabase, limit: number): Promise<PendingEmailRow[]> {
  const result = await db.execute<PendingEmailRow>(sql`
    select n.id, n.recipient_id, n.kind, n.excerpt, n.actor_ids, n.actor_count, ${recipientColumns}
    from notifications n
    join users u on u.id = n.recipient_id
    join profiles p on p.id = n.recipient_id
    left join user_settings s on s.user_id = n.recipient_id
    where n.email_state = 'pending'
      or (n.email_state = 'digest' and coalesce(s.email_digest, 'off') = 'off')
    order by n.created_at
    limit ${limit}`);
  return result.rows;
}

/** Takes the row for this sender: true once, for one sender, whatever runs alongside. */
export async function claimEmail(db: AppDatabase, id: string): Promise<boolean> {
  const result = await db.execute(sql`
    update notifications set email_state = 'sent'
    where id = ${id} and email_state in ('pending', 'digest')
    returning id`);
  return result.rows.length > 0;
}

/** A failed send goes back to wait for the next run, until `maxAttempts` failures. */
export async function releaseEmail(db: AppDatabase, id: string, maxAttempts: number) {
  await db.execute(sql`
    update notifications set
      email_state = case when email_attempts + 1 >= ${maxAttempts} then 'none' else 'pending' end,
      email_attempts = email_attempts + 1
    where id = ${id}`);
}

export type DigestRecipient = MailRecipient & { email_digest: 'daily' | 'weekly' };

/** People whose digest is due (a day or a week since the last) and who have something in it. */
export async function dueDigests(db: AppDatabase): Promise<DigestRecipient[]> {
  const result = await db.execute<DigestRecipient>(sql`
    select s.user_id as recipient_id, s.email_digest, ${recipientColumns}
    from user_settings s
    join users u on u.id = s.user_id
    join profiles p on p.id = s.user_id
    where s.email_digest in ('daily', 'weekly')
      and (s.last_digest_at is null or s.last_digest_at <= now() - case s.email_digest
        when 'daily' then interval '23 hours' else interval '167 hours' end)
      and exists (select 1 from notifications n
        where n.recipient_id = s.user_id and n.email_state = 'digest')`);
  return result.rows;
}

export type DigestRow = {
  id: string;
  kind: string;
  excerpt: string | null;
  actor_ids: string[];
  actor_count: number;
};

/** Takes every notification of the digest and stamps it sent, in one transaction. */
export async function claimDigest(db: AppDatabase, recipientId: string): Promise<DigestRow[]> {
  return db.transaction(async (tx) => {
    const result = await tx.execute<DigestRow>(sql`
      update notifications set email_state = 'sent'
      where recipient_id = ${recipientId} and email_state = 'digest'
      returning id, kind, excerpt, actor_ids, actor_count, updated_at`);
    await tx.execute(
      sql`update user_settings set last_digest_at = now() where user_id = ${recipientId}`,
    );
    return result.rows;
  });
}

/** A digest that failed to send: its notifications wait for the next run. */
export async function releaseDigest(db: AppDatabase, recipientId: string, ids: string[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update notifications set email_state = 'digest', email_attempts = email_attempts + 1
      where recipient_id = ${recipientId} and id = any(${`{${ids.join(',')}}`}::uuid[])`);
    await tx.execute(
      sql`update user_settings set last_digest_at = null where user_id = ${recipientId}`,
    );
  });
}

export async function actorNames(db: AppDatabase, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ id: string; name: string | null }>(sql`
    select id, coalesce(full_name, username) as name from profiles
    where id = any(${`{${ids.join(',')}}`}::uuid[])`);
  // A person without a name yet is left out: the mail says "Someone" in the reader's language.
  return new Map(result.rows.flatMap((row) => (row.name ? [[row.id, row.name] as const] : [])));
}
