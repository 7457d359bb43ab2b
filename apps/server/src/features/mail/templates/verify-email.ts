import type { MailMessage } from '@/features/mail/mailer';
import { renderMail } from '@/features/mail/templates/layout';

interface VerifyEmailInput {
  productName: string;
  to: string;
  name: string;
  url: string;
}

// English strings in one place, ready to move into a locale file.
const strings = {
  subject: (product: string) => `Confirm your e-mail address for ${product}`,
  greeting: (name: string) => `Hello ${name},`,
  body: (product: string) =>
    `Welcome to ${product}! Confirm your e-mail address to finish creating your account.`,
  action: 'Confirm e-mail address',
  footer:
    'If you did not create an account, you can ignore this message. The link works for 1 hour.',
};

export function verifyEmailMessage({ productName, to, name, url }: VerifyEmailInput): MailMessage {
  return renderMail({
    to,
    productName,
    subject: strings.subject(productName),
    greeting: strings.greeting(name),
    paragraphs: [strings.body(productName)],
    action: { label: strings.action, url },
    footer: strings.footer,
  });
}
