import type { MailMessage } from '@/capabilities/mail/mailer';
import { describeDuration, mailWriter, type MailLocale } from '@/capabilities/mail/i18n';
import { greetingOf, renderMail } from '@/capabilities/mail/templates/layout';

export interface LockoutMailInput {
  productName: string;
  to: string;
  name: string;
  /** Where the password is changed: the security settings. */
  url: string;
  /** How long the lock lasts. */
  lockedForSeconds: number;
  /** When it ends: shown in the reader's time zone. */
  lockedUntil: Date;
  locale?: MailLocale;
}

// Sent once when a lock starts: wrong codes after a right password mean the password may
// be known to someone else.
export function secondFactorLockoutMessage(input: LockoutMailInput): MailMessage {
  const writer = mailWriter(input.locale);
  const texts = writer.texts.secondFactorLockout;
  return renderMail({
    to: input.to,
    language: writer.locale.language,
    productName: input.productName,
    subject: writer.fill(texts.subject, { product: input.productName }),
    greeting: greetingOf(writer, input.name),
    paragraphs: [
      writer.fill(texts.body, {
        product: input.productName,
        wait: describeDuration(writer, input.lockedForSeconds),
        until: writer.dateTime(input.lockedUntil),
      }),
      texts.advice,
    ],
    action: { label: texts.action, url: input.url },
    footer: texts.footer,
  });
}
