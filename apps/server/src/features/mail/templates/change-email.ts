import type { MailMessage } from '@/features/mail/mailer';
import {
  renderActionMail,
  type ActionMailInput,
  type ActionMailStrings,
} from '@/features/mail/templates/layout';

// Goes to the NEW address: following the link proves the person owns it, and only then
// does the account's address change.
const strings: ActionMailStrings = {
  subject: (product: string) => `Confirm your new e-mail address for ${product}`,
  greeting: (name: string) => `Hello ${name},`,
  body: (product: string) =>
    `You asked to use this address for your ${product} account. Confirm it with the link below; until then your account keeps its current address.`,
  action: 'Confirm new e-mail address',
  footer:
    'If you did not ask for this, ignore this message: nothing changes. The link works for 1 hour.',
};

export function changeEmailMessage(input: ActionMailInput): MailMessage {
  return renderActionMail(strings, input);
}
