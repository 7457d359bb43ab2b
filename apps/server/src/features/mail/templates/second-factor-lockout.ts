import type { MailMessage } from '@/features/mail/mailer';
import { renderMail } from '@/features/mail/templates/layout';

export interface LockoutMailInput {
  productName: string;
  to: string;
  name: string;
  /** Where the password is changed: the security settings. */
  url: string;
  /** How long the lock lasts, in words ("15 minutes"). */
  wait: string;
  /** When it ends, in words ("2025-05-20 14:05 UTC"). */
  until: string;
}

// Sent once when a lock starts: wrong codes after a right password mean the password may
// be known to someone else.
const strings = {
  subject: (product: string) => `Wrong sign-in codes on your ${product} account`,
  greeting: (name: string) => `Hello ${name},`,
  body: (product: string, wait: string, until: string) => [
    `Someone signed in to your ${product} account with your password, then entered wrong second-factor codes several times. To protect you, your account is locked for ${wait}: no code is accepted until ${until}.`,
    'If this was you, wait and try again. If it was not you, someone knows your password: change your password now.',
  ],
  action: 'Change your password',
  footer: 'You get this message each time your account is locked after wrong codes.',
};

export function secondFactorLockoutMessage(input: LockoutMailInput): MailMessage {
  return renderMail({
    to: input.to,
    productName: input.productName,
    subject: strings.subject(input.productName),
    greeting: strings.greeting(input.name),
    paragraphs: strings.body(input.productName, input.wait, input.until),
    action: { label: strings.action, url: input.url },
    footer: strings.footer,
  });
}
