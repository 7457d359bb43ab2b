import type { NotificationKind } from '@waymark/shared/notifications/contracts';
import type { MailMessage } from '@/capabilities/mail/mailer';
import { mailWriter, type MailLocale, type MailWriter } from '@/capabilities/mail/i18n';
import { greetingOf, renderMail } from '@/capabilities/mail/templates/layout';

/** One notification as the mail tells it. */
export interface NotificationMailItem {
  kind: NotificationKind;
  /** The names of the actors the reader may still see, newest first (a sample). */
  actors: string[];
  /** How many people did it in all (the sample may be shorter). */
  actorCount: number;
  /** The comment's first lines, the journey's title, the device; null when there is none. */
  excerpt: string | null;
}

export interface NotificationMailInput {
  productName: string;
  to: string;
  name: string;
  /** What happened: one sentence each in the mail. */
  items: NotificationMailItem[];
  /** Where to read them: the notifications page. */
  url: string;
  /** The one-click link that stops this kind of mail, signed out too. */
  unsubscribeUrl: string;
  /** 'one': a single notification; 'daily' / 'weekly': a digest. */
  form: 'one' | 'daily' | 'weekly';
  locale?: MailLocale;
}

/** "Ada", "Ada and Bo", "Ada and 3 others": who did it, in the reader's language. */
export function actorPhrase(writer: MailWriter, names: string[], count: number): string {
  const [first, second] = names;
  if (!first) return writer.t('notification.someone');
  if (count <= 1) return first;
  if (count === 2 && second) return writer.t('notification.twoActors', { first, second });
  return writer.t('notification.manyActors', { first, count: count - 1 });
}

/** One notification in one sentence of the reader's language. */
export function notificationLine(writer: MailWriter, item: NotificationMailItem): string {
  const who = actorPhrase(writer, item.actors, item.actorCount);
  const excerpt = item.excerpt;
  if (excerpt && item.kind === 'comment') {
    return writer.t('notification.commentQuote', { who, excerpt });
  }
  if (excerpt && item.kind === 'mention') {
    return writer.t('notification.mentionQuote', { who, excerpt });
  }
  if (excerpt && item.kind === 'newSignIn') {
    return writer.t('notification.newSignInFrom', { device: excerpt });
  }
  // A journey's title is required, so its notifications carry one; '…' covers an old row.
  return writer.t(`notification.kinds.${item.kind}`, { who, title: excerpt ?? '…' });
}

const subjects = {
  daily: 'notification.subjectDaily',
  weekly: 'notification.subjectWeekly',
} as const;
const footers = {
  one: 'notification.footerOne',
  daily: 'notification.footerDaily',
  weekly: 'notification.footerWeekly',
} as const;

export function notificationMessage(input: NotificationMailInput): MailMessage {
  const writer = mailWriter(input.locale);
  const lines = input.items.map((item) => notificationLine(writer, item));
  const product = input.productName;
  const subject =
    input.form === 'one'
      ? writer.t('notification.subjectOne', { line: lines[0] ?? '', product })
      : writer.t(subjects[input.form], { product, count: lines.length });
  const message = renderMail({
    to: input.to,
    language: writer.locale.language,
    productName: product,
    subject,
    greeting: greetingOf(writer, input.name),
    paragraphs: lines,
    action: { label: writer.t('notification.action'), url: input.url },
    footer: writer.t(footers[input.form]),
    unsubscribe: {
      label: writer.t(
        input.form === 'one' ? 'notification.unsubscribeOne' : 'notification.unsubscribeDigest',
      ),
      url: input.unsubscribeUrl,
    },
  });
  // Mail programs show their own "Unsubscribe" from these, and with List-Unsubscribe-Post they
  // POST to the link (one click, RFC 8058) instead of opening it: a scanner that follows links
  // in mail cannot stop anything by prefetching, since the POST is what the button sends.
  return {
    ...message,
    headers: {
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
