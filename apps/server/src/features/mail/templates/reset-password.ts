import type { MailMessage } from '@/features/mail/mailer';
import { renderMail } from '@/features/mail/templates/layout';

interface ResetPasswordInput {
  productName: string;
  to: string;
  name: string;
  url: string;
}

// English strings in one place, ready to move into a locale file.
const strings = {
  subject: (product: string) => `Reset your ${product} password`,
  greeting: (name: string) => `Hello ${name},`,
  body: (product: string) =>
    `Someone asked to reset the password of your ${product} account. Choose a new one with the link below.`,
  action: 'Choose a new password',
  footer:
    'If you did not ask for this, ignore this message: your password stays as it is. The link works once, for 1 hour.',
};

export function resetPasswordMessage({
  productName,
  to,
  name,
  url,
}: ResetPasswordInput): MailMessage {
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
