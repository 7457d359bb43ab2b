import type { MailMessage } from '@/features/mail/mailer';
import { renderMail } from '@/features/mail/templates/layout';

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
}

// Sent once when an endpoint is switched off: its owner's integration stopped receiving events.
const strings = {
  subject: (product: string) => `A webhook endpoint of your ${product} account was turned off`,
  greeting: (name: string) => `Hello ${name},`,
  body: (endpoint: string, hours: number) => [
    `Every delivery to your webhook endpoint ${endpoint} has failed for ${hours} hours, so we turned it off and stopped retrying its events.`,
    'Check that the receiver is running and answers with a 2xx status, then turn the endpoint back on in your settings. You can redeliver the events it missed from its delivery log.',
  ],
  action: 'Open webhook settings',
  footer: 'You get this message each time one of your webhook endpoints is turned off.',
};

export function webhookDisabledMessage(input: WebhookDisabledMailInput): MailMessage {
  return renderMail({
    to: input.to,
    productName: input.productName,
    subject: strings.subject(input.productName),
    greeting: strings.greeting(input.name),
    paragraphs: strings.body(input.endpointUrl, input.hours),
    action: { label: strings.action, url: input.url },
    footer: strings.footer,
  });
}
