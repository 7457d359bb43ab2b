import {
  notificationKinds,
  settingOfKind,
  type NotificationKind,
} from '@waymark/shared/notifications/contracts';
import { isQuietTime } from '@waymark/shared/notifications/quiet-hours';
import type { UnsubscribeFlag } from '@waymark/shared/notifications/unsubscribe';
import { pathTo } from '@waymark/shared/routes';
import type { AppDatabase } from '@/db/client';
import {
  mailLocale,
  notificationMessage,
  type Mailer,
  type NotificationMailItem,
} from '@/capabilities/mail/service';
import {
  actorNames,
  claimDigest,
  claimEmail,
  dueDigests,
  pendingEmails,
  releaseDigest,
  releaseEmail,
  type DigestRow,
  type MailRecipient,
} from '@/features/notifications/email-queries';
import { parseUuidArray } from '@/features/notifications/queries';
import { unsubscribeUrl } from '@/capabilities/mail/unsubscribe-token';

export interface EmailJobDeps {
  db: AppDatabase;
  mailer: () => Promise<Mailer>;
  publicUrl: string;
  productName: string;
  /** The auth secret: unsubscribe links are signed with a key derived from it. */
  secret: string;
  now?: () => Date;
}

/** Job names: each run sends what is due; schedules (jobs.ts) start them. */
export const notificationJobs = {
  email: 'notifications.email',
  digest: 'notifications.digest',
} as const;

/** A send that failed this many times is dropped (the notification stays in the app). */
export const MAX_EMAIL_ATTEMPTS = 5;
const BATCH = 100;

const isKind = (value: string): value is NotificationKind =>
  (notificationKinds as readonly string[]).includes(value);

const quietNow = (recipient: MailRecipient, now: Date) =>
  isQuietTime(now, recipient.quiet_hours_start, recipient.quiet_hours_end, recipient.time_zone);

/** What each notification says, for the template to put in the reader's language. */
async function itemsOf(db: AppDatabase, rows: DigestRow[]): Promise<NotificationMailItem[]> {
  const names = await actorNames(db, [
    ...new Set(rows.flatMap((row) => parseUuidArray(row.actor_ids))),
  ]);
  return rows.flatMap((row) => {
    if (!isKind(row.kind)) return [];
    const actors = parseUuidArray(row.actor_ids).flatMap((id) => names.get(id) ?? []);
    return [{ kind: row.kind, actors, actorCount: row.actor_count, excerpt: row.excerpt }];
  });
}

/**
 * The notifications `rows` as one mail to `recipient`, in their language and time zone: a
 * notification's own mail or a digest, with the link that turns that mail off (`flag`).
 */
async function mailTo(
  deps: EmailJobDeps,
  recipient: MailRecipient,
  rows: DigestRow[],
  form: 'one' | 'daily' | 'weekly',
  flag: UnsubscribeFlag,
): Promise<void> {
  await (
    await deps.mailer()
  ).send(
    notificationMessage({
      productName: deps.productName,
      to: recipient.email,
      name: recipient.name,
      items: await itemsOf(deps.db, rows),
      url: new URL(pathTo('notifications'), deps.publicUrl).toString(),
      unsubscribeUrl: unsubscribeUrl(deps.publicUrl, deps.secret, {
        userId: recipient.recipient_id,
        flag,
      }),
      form,
      locale: mailLocale(recipient.language, recipient.time_zone),
    }),
  );
}

/**
 * One mail per notification that wants one, outside its recipient's quiet hours (those wait for
 * the next run after they end). At most once: the row is stamped 'sent' before the mail goes
 * (claimEmail: one sender wins), and a failed send puts it back for the next run, up to
 * MAX_EMAIL_ATTEMPTS. A crash between the stamp and the send loses that mail rather than
 * sending it twice.
 */
export async function sendPendingEmails(deps: EmailJobDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  let sent = 0;
  for (const row of await pendingEmails(deps.db, BATCH)) {
    if (!isKind(row.kind) || quietNow(row, now)) continue;
    if (!(await claimEmail(deps.db, row.id))) continue;
    try {
      await mailTo(deps, row, [row], 'one', `email.${settingOfKind[row.kind]}`);
      sent += 1;
    } catch {
      await releaseEmail(deps.db, row.id, MAX_EMAIL_ATTEMPTS);
    }
  }
  return sent;
}

/** The daily or weekly digest of everyone whose digest is due and who is not in quiet hours. */
export async function sendDigests(deps: EmailJobDeps): Promise<number> {
  const now = deps.now?.() ?? new Date();
  let sent = 0;
  for (const recipient of await dueDigests(deps.db)) {
    if (quietNow(recipient, now)) continue;
    const rows = await claimDigest(deps.db, recipient.recipient_id);
    if (rows.length === 0) continue;
    try {
      await mailTo(deps, recipient, rows, recipient.email_digest, 'emailDigest');
      sent += 1;
    } catch {
      await releaseDigest(
        deps.db,
        recipient.recipient_id,
        rows.map((row) => row.id),
      );
    }
  }
  return sent;
}
