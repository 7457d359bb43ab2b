import type { MailMessage } from '@/features/mail/mailer';
import {
  renderActionMail,
  type ActionMailInput,
  type ActionMailStrings,
} from '@/features/mail/templates/layout';

const strings: ActionMailStrings = {
  subject: (product: string) => `Reset your ${product} password`,
  greeting: (name: string) => `Hello ${name},`,
  body: (product: string) =>
    `Someone asked to reset the password of your ${product} account. Choose a new one with the link below.`,
  action: 'Choose a new password',
  footer:
    'If you did not ask for this, ignore this message: your password stays as it is. The link works once, for 1 hour.',
};

export function resetPasswordMessage(input: ActionMailInput): MailMessage {
  return renderActionMail(strings, input);
}
