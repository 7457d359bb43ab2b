import type { MailMessage } from '@/capabilities/mail/mailer';
import { renderSectionMail, type SectionMailInput } from '@/capabilities/mail/templates/layout';

export interface WebhookDisabledMailInput extends SectionMailInput {
  name: string;
  /** The endpoint that was switched off (`url` is where endpoints are managed). */
  endpointUrl: string;
  /** How long it failed before it was switched off. */
  hours: number;
}

// Sent once when an endpoint is switched off: its owner's integration stopped receiving events.
export function webhookDisabledMessage(input: WebhookDisabledMailInput): MailMessage {
  return renderSectionMail('webhookDisabled', input, (writer) => ({
    paragraphs: [
      writer.t('webhookDisabled.body', { count: input.hours, endpoint: input.endpointUrl }),
      writer.t('webhookDisabled.advice'),
    ],
  }));
}
