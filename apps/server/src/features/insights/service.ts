import {
  AT_RISK_DAYS,
  HABIT_PERIODS_SHOWN,
  HEATMAP_DAYS,
  type HabitInsight,
  INSIGHTS_WEEKS,
  type InsightsOverview,
  type JourneyInsight,
  type JourneyInsightDetail,
} from '@waymark/shared/insights/contracts';
import { forecastJourney, forecastTarget } from '@waymark/shared/insights/forecast';
import type { JourneyCategory } from '@waymark/shared/journeys/common-contracts';
import { addDays, dayNumber, localDate, weekStart } from '@waymark/shared/journeys/dates';
import { computeStreak } from '@waymark/shared/journeys/streak';
import type { PauseRange } from '@waymark/shared/journeys/habits/pauses';
import type { SchedulePeriod } from '@waymark/shared/journeys/habits/schedule';
import { computeHabitStreak } from '@waymark/shared/journeys/habits/streak';
import { isTimeZone } from '@waymark/shared/settings';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { timeZoneSetting } from '@/capabilities/time-zone/queries';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import {
  completionInstants,
  completionsByDay,
  checkinDates,
  completionsByWeekdayAndHour,
  journeyFacts,
  journeyPauseRanges,
  recurringSteps,
  overdueSteps,
  readPreferences,
  savePreferences,
  stepsByCategory,
  targetEntries,
  type JourneyFacts,
} from '@/features/insights/queries';

async function timeZoneOf(tx: AppTransaction, userId: string): Promise<string> {
  const zone = await timeZoneSetting(tx, userId);
  // "Automatic" follows the browser, which the server does not know: UTC stands in.
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

type Entry = { occurredOn: string; amount: number };

/**
 * A journey's insight. With a target ("run 100 km") its forecast and last progress follow the
 * entries logged toward it; the steps still count for overdue steps and the charts.
 */
function journeyInsight(
  facts: JourneyFacts,
  instants: readonly Date[],
  timeZone: string,
  now: Date,
  pauses: readonly PauseRange[] = [],
  entries: readonly Entry[] = [],
): JourneyInsight {
  const startedOn = facts.startDate ?? localDate(facts.createdAt, timeZone);
  // What every insight says of its journey, with or without a target.
  const journey = {
    id: facts.id,
    title: facts.title,
    category: facts.category as JourneyCategory,
    stepCount: facts.stepCount,
    completedStepCount: facts.completedStepCount,
    targetDate: facts.targetDate,
    overdueSteps: facts.overdueSteps,
  };
  if (facts.targetValue !== null && facts.targetUnit !== null) {
    const target = {
      value: Number(facts.targetValue),
      unit: facts.targetUnit,
      logged: Number(facts.targetLogged),
    };
    return {
      ...journey,
      lastProgressOn: entries.reduce<string | null>(
        (latest, entry) =>
          latest === null || entry.occurredOn > latest ? entry.occurredOn : latest,
        null,
      ),
      target,
      forecast: forecastTarget({
        entries,
        value: target.value,
        logged: target.logged,
        startedOn,
        targetDate: facts.targetDate,
        timeZone,
        now,
        pauses,
      }),
    };
  }
  const last = instants.at(-1);
  return {
    ...journey,
    lastProgressOn: last ? localDate(last, timeZone) : null,
    target: null,
    forecast: forecastJourney({
      completions: instants,
      stepCount: facts.stepCount,
      startedOn,
      targetDate: facts.targetDate,
      timeZone,
      now,
      pauses,
    }),
  };
}

/** Pause ranges by journey. */
async function pausesByJourney(
  tx: AppTransaction,
  journeyIds: readonly string[],
): Promise<Map<string, PauseRange[]>> {
  const byJourney = new Map<string, PauseRange[]>();
  for (const row of await journeyPauseRanges(tx, journeyIds)) {
    const list = byJourney.get(row.journeyId) ?? [];
    list.push({ from: row.from, until: row.until });
    byJourney.set(row.journeyId, list);
  }
  return byJourney;
}

/**
 * Every habit's streak with its latest periods marked. A habit begins with its first check-in
 * (as on the journey page, features/journeys/habits/habit-state.ts).
 */
async function habitInsights(
  tx: AppTransaction,
  userId: string,
  today: string,
  pauses: ReadonlyMap<string, PauseRange[]>,
): Promise<HabitInsight[]> {
  const steps = await recurringSteps(tx, userId);
  const dates = new Map<string, string[]>();
  for (const row of await checkinDates(
    tx,
    steps.map((step) => step.stepId),
  )) {
    const list = dates.get(row.stepId) ?? [];
    list.push(row.occurredOn);
    dates.set(row.stepId, list);
  }
  return steps.map((step) => {
    const schedule = { times: step.times!, per: step.per as SchedulePeriod };
    const streak = computeHabitStreak({
      schedule,
      checkins: dates.get(step.stepId) ?? [],
      pauses: pauses.get(step.journeyId) ?? [],
      today,
      startedOn: today,
    });
    return {
      stepId: step.stepId,
      journeyId: step.journeyId,
      journeyTitle: step.journeyTitle,
      title: step.title,
      schedule,
      current: streak.current,
      best: streak.best,
      freezes: streak.freezes,
      periods: streak.periods.slice(-HABIT_PERIODS_SHOWN),
    };
  });
}

/**
 * At risk: a live journey with steps left and no completed step in AT_RISK_DAYS days (counted
 * from its start when it never had one), so a journey made yesterday is not at risk yet.
 */
export function isAtRisk(insight: JourneyInsight, startedOn: string, today: string): boolean {
  if (insight.target) {
    if (insight.target.logged >= insight.target.value) return false;
  } else if (insight.stepCount === 0 || insight.completedStepCount >= insight.stepCount) {
    return false;
  }
  const since = insight.lastProgressOn ?? startedOn;
  return dayNumber(today) - dayNumber(since) >= AT_RISK_DAYS;
}

function groupEntries(rows: readonly ({ journeyId: string } & Entry)[]) {
  const byJourney = new Map<string, Entry[]>();
  for (const row of rows) {
    const list = byJourney.get(row.journeyId) ?? [];
    list.push({ occurredOn: row.occurredOn, amount: row.amount });
    byJourney.set(row.journeyId, list);
  }
  return byJourney;
}

function groupInstants(rows: readonly { journeyId: string; at: Date }[]) {
  const byJourney = new Map<string, Date[]>();
  for (const row of rows) {
    const list = byJourney.get(row.journeyId) ?? [];
    list.push(row.at);
    byJourney.set(row.journeyId, list);
  }
  return byJourney;
}

/** GET /api/insights: every chart and list of the insights page, in one transaction. */
export async function getInsights(
  db: AppDatabase,
  userId: string,
  now = new Date(),
): Promise<InsightsOverview> {
  return withUser(db, userId, async (tx) => {
    const timeZone = await timeZoneOf(tx, userId);
    const today = localDate(now, timeZone);
    // A day early, so the first local day of the year is whole in every zone.
    const from = new Date(now.getTime() - (HEATMAP_DAYS + 1) * 86_400_000);
    const firstDay = addDays(today, -(HEATMAP_DAYS - 1));
    const heatmap = (await completionsByDay(tx, userId, timeZone, from)).filter(
      (day) => day.date >= firstDay && day.date <= today,
    );

    const thisWeek = weekStart(today);
    const weekStarts = Array.from({ length: INSIGHTS_WEEKS }, (_, i) =>
      addDays(thisWeek, (i - INSIGHTS_WEEKS + 1) * 7),
    );
    const perWeek = new Map(weekStarts.map((start) => [start, 0]));
    for (const day of heatmap) {
      const start = weekStart(day.date);
      if (perWeek.has(start)) perWeek.set(start, perWeek.get(start)! + day.count);
    }

    const weekdays = Array.from({ length: 7 }, () => 0);
    const hours = Array.from({ length: 24 }, () => 0);
    for (const row of await completionsByWeekdayAndHour(tx, userId, timeZone)) {
      weekdays[row.weekday - 1]! += row.count;
      hours[row.hour]! += row.count;
    }

    const categories = (await stepsByCategory(tx, userId))
      .filter((row) => row.steps > 0)
      .map((row) => ({
        category: row.category as JourneyCategory,
        steps: row.steps,
        completed: row.completed,
        rate: Math.round((row.completed * 100) / row.steps),
      }))
      .sort((a, b) => b.rate - a.rate || b.steps - a.steps);

    const instants = await completionInstants(tx, userId);
    const byJourney = groupInstants(instants);
    const facts = await journeyFacts(tx, userId, today);
    const pauses = await pausesByJourney(
      tx,
      facts.map((row) => row.id),
    );
    const entriesByJourney = groupEntries(await targetEntries(tx, userId));
    const journeys = facts.map((row) =>
      journeyInsight(
        row,
        byJourney.get(row.id) ?? [],
        timeZone,
        now,
        pauses.get(row.id),
        entriesByJourney.get(row.id) ?? [],
      ),
    );
    const atRisk = journeys.filter((insight, i) =>
      isAtRisk(insight, facts[i]!.startDate ?? localDate(facts[i]!.createdAt, timeZone), today),
    );

    const lastWeek = addDays(thisWeek, -7);
    const thisWeekDays = heatmap.filter((day) => day.date >= thisWeek);
    const movedThisWeek = new Set(
      instants.filter((row) => localDate(row.at, timeZone) >= thisWeek).map((row) => row.journeyId),
    );

    return {
      timeZone,
      today,
      streak: computeStreak(
        instants.map((row) => row.at),
        timeZone,
        now,
      ),
      heatmap,
      weekly: weekStarts.map((start) => ({ weekStart: start, count: perWeek.get(start) ?? 0 })),
      categories,
      weekdays,
      hours,
      journeys,
      atRisk,
      week: {
        weekStart: thisWeek,
        completed: thisWeekDays.reduce((sum, day) => sum + day.count, 0),
        previous: heatmap
          .filter((day) => day.date >= lastWeek && day.date < thisWeek)
          .reduce((sum, day) => sum + day.count, 0),
        activeDays: thisWeekDays.length,
        journeysMoved: movedThisWeek.size,
      },
      habits: await habitInsights(tx, userId, today, pauses),
    };
  });
}

/** GET /api/insights/journeys/:id: one of the caller's own journeys; others' are 404. */
export async function getJourneyInsight(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  now = new Date(),
): Promise<JourneyInsightDetail> {
  return withUser(db, userId, async (tx) => {
    const timeZone = await timeZoneOf(tx, userId);
    const today = localDate(now, timeZone);
    const [facts] = await journeyFacts(tx, userId, today, journeyId);
    if (!facts) throw new AppError('NOT_FOUND', 'Journey not found');
    const instants = (await completionInstants(tx, userId, journeyId)).map((row) => row.at);
    const perDay = new Map<string, number>();
    for (const at of instants) {
      const day = localDate(at, timeZone);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    let completed = 0;
    const progress = [...perDay.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([date, count]) => ({ date, completed: (completed += count) }));
    const pauses = await pausesByJourney(tx, [journeyId]);
    return {
      journey: journeyInsight(
        facts,
        instants,
        timeZone,
        now,
        pauses.get(journeyId),
        await targetEntries(tx, userId, journeyId),
      ),
      progress,
      overdue: await overdueSteps(tx, journeyId, today),
    };
  });
}

export async function getPreferences(db: AppDatabase, userId: string) {
  return withUser(db, userId, (tx) => readPreferences(tx, userId));
}

export async function updatePreferences(db: AppDatabase, userId: string, weeklyEmail: boolean) {
  return withUser(db, userId, async (tx) => {
    await savePreferences(tx, userId, weeklyEmail);
    return { weeklyEmail };
  });
}
