import type { MailMessage } from '@/capabilities/mail/mailer';
import { mailWriter, type MailLocale } from '@/capabilities/mail/i18n';
import { renderMail } from '@/capabilities/mail/templates/layout';

export interface WeeklySummaryMailInput {
  productName: string;
  to: string;
  /** Steps completed last week, and the week before. */
  lastWeek: number;
  weekBefore: number;
  streak: { current: number; longest: number };
  /** Titles of journeys without progress in 14 days. */
  atRisk: string[];
  /** The insights page. */
  url: string;
  locale?: MailLocale;
}

/** The weekly summary (insights/weekly-mail.ts decides who gets it and when). */
export function weeklySummaryMessage(input: WeeklySummaryMailInput): MailMessage {
  const writer = mailWriter(input.locale);
  const texts = writer.texts.weeklySummary;
  const days = (count: number) => writer.plural(texts.days, count);
  return renderMail({
    to: input.to,
    language: writer.locale.language,
    productName: input.productName,
    subject: writer.plural(texts.subject, input.lastWeek, { product: input.productName }),
    greeting: writer.texts.greetingNoName,
    paragraphs: [
      writer.plural(texts.lastWeek, input.lastWeek, { before: input.weekBefore }),
      writer.fill(texts.streak, {
        current: days(input.streak.current),
        longest: days(input.streak.longest),
      }),
      input.atRisk.length > 0
        ? writer.fill(texts.atRisk, { titles: writer.list(input.atRisk) })
        : texts.noneAtRisk,
    ],
    action: { label: texts.action, url: input.url },
    footer: texts.footer,
  });
}
