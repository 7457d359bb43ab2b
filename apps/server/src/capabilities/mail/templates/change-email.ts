import type { MailMessage } from '@/capabilities/mail/mailer';
import { renderActionMail, type ActionMailInput } from '@/capabilities/mail/templates/layout';

// Goes to the NEW address: following the link proves the person owns it, and only then
// does the account's address change.
export function changeEmailMessage(input: ActionMailInput): MailMessage {
  return renderActionMail((texts) => texts.changeEmail, input);
}
