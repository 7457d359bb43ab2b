import { localDate } from '@waymark/shared/journeys/dates';
import type { HabitState } from '@waymark/shared/journeys/habits/checkin-contracts';
import type { PauseRange } from '@waymark/shared/journeys/habits/pauses';
import type { Schedule } from '@waymark/shared/journeys/habits/schedule';
import { computeHabitStreak, periodOf } from '@waymark/shared/journeys/habits/streak';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { isTimeZone } from '@waymark/shared/settings';
import type { AppTransaction } from '@/db/client';
import { presentStep, scheduleOf, type StepRecord } from '@/capabilities/journey-cards/presenter';
import { timeZoneSetting } from '@/capabilities/time-zone/queries';
import {
  checkinDatesOfSteps,
  pausesOf,
  type PauseRecord,
} from '@/features/journeys/habits/habit-queries';

/**
 * The caller's today: the day in their settings' time zone. "Automatic" follows the browser,
 * which the server does not know, and visitors have none: UTC stands in (as in insights).
 */
export async function todayOf(
  tx: AppTransaction,
  viewerId: string | null,
  now: Date = new Date(),
): Promise<string> {
  const zone = viewerId ? await timeZoneSetting(tx, viewerId) : null;
  return localDate(now, zone && isTimeZone(zone) ? zone : 'UTC');
}

export const pauseRanges = (pauses: readonly PauseRecord[]): PauseRange[] =>
  pauses.map((pause) => ({ from: pause.fromOn, until: pause.untilOn }));

/**
 * The habit of one recurring step on `today`. The habit begins with its first check-in (a step
 * made recurring long after it was written has no misses before it), and at least in the
 * current period. A check-in dated after the server's idea of today (a browser ahead of UTC
 * under "Automatic") makes that day today: it is at most one day ahead (latestToday).
 */
export function habitStateOf(
  stepId: string,
  schedule: Schedule,
  dates: readonly string[],
  pauses: readonly PauseRange[],
  serverToday: string,
): HabitState {
  const today = dates.reduce((latest, date) => (date > latest ? date : latest), serverToday);
  const streak = computeHabitStreak({ schedule, checkins: dates, pauses, today, startedOn: today });
  const current = streak.periods.at(-1);
  const { start, end } = periodOf(schedule.per, today);
  return {
    stepId,
    streak: { current: streak.current, best: streak.best, freezes: streak.freezes },
    checkedInToday: dates.includes(today),
    period: {
      start,
      end,
      count: current?.count ?? 0,
      required: current?.required ?? schedule.times,
    },
  };
}

/** Every step presented, the recurring ones with their streak and this period's count. */
export async function presentStepsWithHabits(
  tx: AppTransaction,
  journeyId: string,
  steps: readonly StepRecord[],
  today: string,
): Promise<Step[]> {
  const recurring = steps.filter((step) => scheduleOf(step) !== null);
  if (recurring.length === 0) return steps.map(presentStep);
  const dates = new Map<string, string[]>();
  for (const row of await checkinDatesOfSteps(
    tx,
    recurring.map((step) => step.id),
  )) {
    const list = dates.get(row.stepId) ?? [];
    list.push(row.occurredOn);
    dates.set(row.stepId, list);
  }
  const pauses = pauseRanges(await pausesOf(tx, journeyId));
  return steps.map((step) => {
    const presented = presentStep(step);
    if (!presented.schedule) return presented;
    const { streak, checkedInToday, period } = habitStateOf(
      step.id,
      presented.schedule,
      dates.get(step.id) ?? [],
      pauses,
      today,
    );
    return { ...presented, streak, checkedInToday, period };
  });
}

/** One step presented with its habit (the answer of a step write). */
export async function presentStepWithHabit(
  tx: AppTransaction,
  step: StepRecord,
  viewerId: string,
): Promise<Step> {
  if (scheduleOf(step) === null) return presentStep(step);
  const [presented] = await presentStepsWithHabits(
    tx,
    step.journeyId,
    [step],
    await todayOf(tx, viewerId),
  );
  return presented ?? presentStep(step);
}
