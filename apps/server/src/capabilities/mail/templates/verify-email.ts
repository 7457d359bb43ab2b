import type { MailMessage } from '@/capabilities/mail/mailer';
import { renderActionMail, type ActionMailInput } from '@/capabilities/mail/templates/layout';

export function verifyEmailMessage(input: ActionMailInput): MailMessage {
  return renderActionMail((texts) => texts.verifyEmail, input);
}
