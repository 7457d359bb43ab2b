import type { MailMessage } from '@/features/mail/mailer';
import {
  renderActionMail,
  type ActionMailInput,
  type ActionMailStrings,
} from '@/features/mail/templates/layout';

const strings: ActionMailStrings = {
  subject: (product: string) => `Confirm your e-mail address for ${product}`,
  greeting: (name: string) => `Hello ${name},`,
  body: (product: string) =>
    `Welcome to ${product}! Confirm your e-mail address to finish creating your account.`,
  action: 'Confirm e-mail address',
  footer:
    'If you did not create an account, you can ignore this message. The link works for 1 hour.',
};

export function verifyEmailMessage(input: ActionMailInput): MailMessage {
  return renderActionMail(strings, input);
}
