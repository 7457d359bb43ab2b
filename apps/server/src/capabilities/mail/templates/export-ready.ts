import type { MailMessage } from '@/capabilities/mail/mailer';
import { mailWriter, type MailLocale } from '@/capabilities/mail/i18n';
import { greetingOf, renderMail } from '@/capabilities/mail/templates/layout';

export interface ExportReadyMailInput {
  productName: string;
  to: string;
  name: string;
  /** The signed download link. */
  url: string;
  /** Until when the link works: shown in the reader's time zone. */
  until: Date;
  kind: 'export' | 'backup';
  locale?: MailLocale;
}

export function exportReadyMessage(input: ExportReadyMailInput): MailMessage {
  const writer = mailWriter(input.locale);
  const texts = writer.texts.exportReady;
  return renderMail({
    to: input.to,
    language: writer.locale.language,
    productName: input.productName,
    subject: writer.fill(texts.subject, { product: input.productName }),
    greeting: greetingOf(writer, input.name),
    paragraphs: [
      input.kind === 'backup' ? texts.bodyBackup : texts.bodyExport,
      writer.fill(texts.until, { until: writer.dateTime(input.until) }),
    ],
    action: { label: texts.action, url: input.url },
    footer: texts.footer,
  });
}
