import type { MailMessage } from '@/features/mail/mailer';
import { renderMail } from '@/features/mail/templates/layout';

export interface SignUpAttemptMailInput {
  productName: string;
  to: string;
  name: string;
  /** The sign-in page, which also links to "forgot password". */
  url: string;
}

// Sent instead of telling the sign-up form that the address is taken: the answer to the form
// is the same for every address, and only the owner of this one learns of the attempt.
const strings = {
  subject: (product: string) => `Someone tried to create a ${product} account with your address`,
  greeting: (name: string) => `Hello ${name},`,
  body: (product: string) => [
    `Someone tried to create a new ${product} account with this e-mail address, which already has an account. No new account was created.`,
    'If it was you, sign in to your account instead; if you have forgotten your password, choose "Forgot your password?" on the sign-in page to reset it.',
  ],
  action: 'Sign in',
  footer: 'If it was not you, you can ignore this message: your account has not changed.',
};

export function signUpAttemptMessage(input: SignUpAttemptMailInput): MailMessage {
  return renderMail({
    to: input.to,
    productName: input.productName,
    subject: strings.subject(input.productName),
    greeting: strings.greeting(input.name),
    paragraphs: strings.body(input.productName),
    action: { label: strings.action, url: input.url },
    footer: strings.footer,
  });
}
