import type { MailMessage } from '@/capabilities/mail/mailer';
import { renderSectionMail, type SectionMailInput } from '@/capabilities/mail/templates/layout';

export interface ExportReadyMailInput extends SectionMailInput {
  name: string;
  /** Until when the link (`url`, signed) works: shown in the reader's time zone. */
  until: Date;
  kind: 'export' | 'backup';
}

export function exportReadyMessage(input: ExportReadyMailInput): MailMessage {
  return renderSectionMail('exportReady', input, (writer) => ({
    paragraphs: [
      writer.t(input.kind === 'backup' ? 'exportReady.bodyBackup' : 'exportReady.bodyExport'),
      writer.t('exportReady.until', { until: writer.dateTime(input.until) }),
    ],
  }));
}
