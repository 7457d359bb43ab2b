import type { MailMessage } from '@/features/mail/mailer';
import { renderMail } from '@/features/mail/templates/layout';

export interface ExportReadyMailInput {
  productName: string;
  to: string;
  name: string;
  /** The signed download link. */
  url: string;
  /** Until when the link works, in words ("2026-12-01 10:00 UTC"). */
  until: string;
  kind: 'export' | 'backup';
}

const strings = {
  subject: (product: string) => `Your ${product} data export is ready`,
  greeting: (name: string) => `Hello ${name},`,
  body: (until: string, kind: 'export' | 'backup') => [
    kind === 'backup'
      ? 'Your weekly backup is ready: a zip of your journeys, steps, projects, documents and images.'
      : 'The export you asked for is ready: a zip of everything you own, with your journeys and steps also as spreadsheets and your documents as Markdown.',
    `The link works until ${until}. After that, you can make a new export from your settings at any time.`,
  ],
  action: 'Download your data',
  footer: 'You get this message because an export of your account was made.',
};

export function exportReadyMessage(input: ExportReadyMailInput): MailMessage {
  return renderMail({
    to: input.to,
    productName: input.productName,
    subject: strings.subject(input.productName),
    greeting: strings.greeting(input.name),
    paragraphs: strings.body(input.until, input.kind),
    action: { label: strings.action, url: input.url },
    footer: strings.footer,
  });
}
