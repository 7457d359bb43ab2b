import type { MailMessage } from '@/features/mail/mailer';
import { renderActionMail, type ActionMailInput } from '@/features/mail/templates/layout';

export function resetPasswordMessage(input: ActionMailInput): MailMessage {
  return renderActionMail((texts) => texts.resetPassword, input);
}
