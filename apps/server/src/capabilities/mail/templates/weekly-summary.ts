import type { MailMessage } from '@/capabilities/mail/mailer';
import { renderSectionMail, type SectionMailInput } from '@/capabilities/mail/templates/layout';

export interface WeeklySummaryMailInput extends Omit<SectionMailInput, 'name'> {
  /** Steps completed last week, and the week before. */
  lastWeek: number;
  weekBefore: number;
  streak: { current: number; longest: number };
  /** Titles of journeys without progress in 14 days (`url` is the insights page). */
  atRisk: string[];
}

/** The weekly summary (insights/weekly-mail.ts decides who gets it and when); it greets no name. */
export function weeklySummaryMessage(input: WeeklySummaryMailInput): MailMessage {
  return renderSectionMail('weeklySummary', { ...input, name: null }, (writer) => {
    const days = (count: number) => writer.t('weeklySummary.days', { count });
    return {
      count: input.lastWeek,
      paragraphs: [
        writer.t('weeklySummary.lastWeek', { count: input.lastWeek, before: input.weekBefore }),
        writer.t('weeklySummary.streak', {
          current: days(input.streak.current),
          longest: days(input.streak.longest),
        }),
        input.atRisk.length > 0
          ? writer.t('weeklySummary.atRisk', { titles: writer.list(input.atRisk) })
          : writer.t('weeklySummary.noneAtRisk'),
      ],
    };
  });
}
