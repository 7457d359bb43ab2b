import type { MailMessage } from '@/features/mail/mailer';
import { renderActionMail, type ActionMailInput } from '@/features/mail/templates/layout';

export function verifyEmailMessage(input: ActionMailInput): MailMessage {
  return renderActionMail((texts) => texts.verifyEmail, input);
}
