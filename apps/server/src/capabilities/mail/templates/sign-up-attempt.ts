import type { MailMessage } from '@/capabilities/mail/mailer';
import { mailWriter, type MailLocale } from '@/capabilities/mail/i18n';
import { greetingOf, renderMail } from '@/capabilities/mail/templates/layout';

export interface SignUpAttemptMailInput {
  productName: string;
  to: string;
  name: string;
  /** The sign-in page, which also links to "forgot password". */
  url: string;
  locale?: MailLocale;
}

// Sent instead of telling the sign-up form that the address is taken: the answer to the form
// is the same for every address, and only the owner of this one learns of the attempt.
export function signUpAttemptMessage(input: SignUpAttemptMailInput): MailMessage {
  const writer = mailWriter(input.locale);
  const texts = writer.texts.signUpAttempt;
  const values = { product: input.productName };
  return renderMail({
    to: input.to,
    language: writer.locale.language,
    productName: input.productName,
    subject: writer.fill(texts.subject, values),
    greeting: greetingOf(writer, input.name),
    paragraphs: [writer.fill(texts.body, values), texts.advice],
    action: { label: texts.action, url: input.url },
    footer: texts.footer,
  });
}
