import type { MailMessage } from '@/capabilities/mail/mailer';
import { describeDuration } from '@/capabilities/mail/i18n';
import { renderSectionMail, type SectionMailInput } from '@/capabilities/mail/templates/layout';

export interface LockoutMailInput extends SectionMailInput {
  name: string;
  /** How long the lock lasts (`url` is where the password is changed: the security settings). */
  lockedForSeconds: number;
  /** When it ends: shown in the reader's time zone. */
  lockedUntil: Date;
}

// Sent once when a lock starts: wrong codes after a right password mean the password may
// be known to someone else.
export function secondFactorLockoutMessage(input: LockoutMailInput): MailMessage {
  return renderSectionMail('secondFactorLockout', input, (writer, product) => ({
    paragraphs: [
      writer.t('secondFactorLockout.body', {
        product,
        wait: describeDuration(writer, input.lockedForSeconds),
        until: writer.dateTime(input.lockedUntil),
      }),
      writer.t('secondFactorLockout.advice'),
    ],
  }));
}
