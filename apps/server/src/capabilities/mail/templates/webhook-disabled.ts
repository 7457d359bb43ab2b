import type { MailMessage } from '@/capabilities/mail/mailer';
import { mailWriter, type MailLocale } from '@/capabilities/mail/i18n';
import { greetingOf, renderMail } from '@/capabilities/mail/templates/layout';

export interface WebhookDisabledMailInput {
  productName: string;
  to: string;
  name: string;
  /** The endpoint that was switched off. */
  endpointUrl: string;
  /** How long it failed before it was switched off. */
  hours: number;
  /** Where endpoints are managed: the security settings. */
  url: string;
  locale?: MailLocale;
}

// Sent once when an endpoint is switched off: its owner's integration stopped receiving events.
export function webhookDisabledMessage(input: WebhookDisabledMailInput): MailMessage {
  const writer = mailWriter(input.locale);
  const texts = writer.texts.webhookDisabled;
  return renderMail({
    to: input.to,
    language: writer.locale.language,
    productName: input.productName,
    subject: writer.fill(texts.subject, { product: input.productName }),
    greeting: greetingOf(writer, input.name),
    paragraphs: [
      writer.plural(texts.body, input.hours, { endpoint: input.endpointUrl }),
      texts.advice,
    ],
    action: { label: texts.action, url: input.url },
    footer: texts.footer,
  });
}
