import { addDays, localDate, weekStart } from '@waymark/shared/journeys/dates';
import { routePatterns } from '@waymark/shared/routes';
import type { AppDatabase } from '@/db/client';
import { getAccount } from '@/capabilities/accounts/service';
import { getStatus } from '@/capabilities/subscriptions/status';
import { recipientLocale, weeklySummaryMessage, type Mailer } from '@/capabilities/mail/service';
import {
  claimWeeklySummary,
  dueWeeklySummaries,
  releaseWeeklySummary,
} from '@/features/insights/queries';
import { getInsights } from '@/features/insights/service';

export const weeklySummaryJob = 'insights.weekly-summary';

export interface WeeklyMailDeps {
  db: AppDatabase;
  mailer: () => Promise<Mailer>;
  publicUrl: string;
  productName: string;
}

/**
 * The weekly summary mail (issue 19), for people who switched it on and still have Pro: last
 * week's steps against the week before, the streak and the journeys at risk. Weeks are Monday
 * weeks in UTC for the claim (one mail a week whatever runs when); the figures are the
 * person's own (their time zone, through getInsights). Claimed before sending, released if the
 * send fails, so two runners never both mail and a failure is retried next run.
 */
export async function sendWeeklySummaries(deps: WeeklyMailDeps, now = new Date()): Promise<number> {
  const week = weekStart(localDate(now, 'UTC'));
  let sent = 0;
  for (const { userId } of await dueWeeklySummaries(deps.db, week)) {
    const status = await getStatus(deps.db, userId).catch(() => null);
    // Without Pro there is nothing to summarise; the choice stays for when they subscribe.
    if (status && !status.hasAccess) continue;
    const account = await getAccount(deps.db, userId);
    if (!account) continue;
    if (!(await claimWeeklySummary(deps.db, userId, week))) continue;
    try {
      const insights = await getInsights(deps.db, userId, now);
      const lastWeek = insights.week.previous;
      const before = insights.heatmap
        .filter((day) => day.date >= addDays(insights.week.weekStart, -14))
        .filter((day) => day.date < addDays(insights.week.weekStart, -7))
        .reduce((sum, day) => sum + day.count, 0);
      const mailer = await deps.mailer();
      await mailer.send(
        weeklySummaryMessage({
          to: account.email,
          productName: deps.productName,
          lastWeek,
          weekBefore: before,
          streak: insights.streak,
          atRisk: insights.atRisk.map((journey) => journey.title),
          url: `${deps.publicUrl}${routePatterns.insights}`,
          locale: await recipientLocale(deps.db, userId),
        }),
      );
      sent += 1;
    } catch (error) {
      await releaseWeeklySummary(deps.db, userId, addDays(week, -7));
      throw error;
    }
  }
  return sent;
}
