import type { MailMessage } from '@/features/mail/mailer';
import { renderMail } from '@/features/mail/templates/layout';

export interface NotificationMailInput {
  productName: string;
  to: string;
  name: string;
  /** What happened, one sentence each ("Ada started following you."). */
  lines: string[];
  /** Where to read them: the notifications page. */
  url: string;
  /** The one-click link that stops this kind of mail, signed out too. */
  unsubscribeUrl: string;
  /** 'one': a single notification; 'daily' / 'weekly': a digest. */
  form: 'one' | 'daily' | 'weekly';
}

const strings = {
  subject: {
    one: (product: string, line: string) => `${line} — ${product}`,
    daily: (product: string, count: number) =>
      `Your ${product} day: ${count} new notification${count === 1 ? '' : 's'}`,
    weekly: (product: string, count: number) =>
      `Your ${product} week: ${count} new notification${count === 1 ? '' : 's'}`,
  },
  greeting: (name: string) => `Hello ${name},`,
  action: 'Open your notifications',
  footer: {
    one: 'You get this mail because e-mail is on for this kind of notification in your settings.',
    daily: 'You get this digest once a day because you chose it in your notification settings.',
    weekly: 'You get this digest once a week because you chose it in your notification settings.',
  },
  unsubscribe: {
    one: 'Stop e-mails like this one',
    daily: 'Stop the digest',
    weekly: 'Stop the digest',
  },
};

export function notificationMessage(input: NotificationMailInput): MailMessage {
  const subject =
    input.form === 'one'
      ? strings.subject.one(input.productName, input.lines[0] ?? '')
      : strings.subject[input.form](input.productName, input.lines.length);
  const message = renderMail({
    to: input.to,
    productName: input.productName,
    subject,
    greeting: strings.greeting(input.name),
    paragraphs: input.lines,
    action: { label: strings.action, url: input.url },
    footer: strings.footer[input.form],
    unsubscribe: { label: strings.unsubscribe[input.form], url: input.unsubscribeUrl },
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
