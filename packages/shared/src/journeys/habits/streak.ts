import { dateFromDayNumber, dayNumber, weekStart } from '../dates';
import { pausedDays, type PauseRange } from './pauses';
import type { Schedule, SchedulePeriod } from './schedule';

/** A streak freeze is earned for every this many periods met… */
export const PERIODS_PER_FREEZE = 4;
/** …and at most this many are kept. */
export const MAX_FREEZES = 2;

/**
 * met: enough check-ins. missed: too few, and no freeze left to cover it (the streak ends).
 * frozen: too few, covered by a freeze (the streak goes on, the freeze is spent).
 * paused: the pauses leave nothing required of it (neither breaks nor extends the streak).
 * open: the current period, not met yet: it may still be (neither breaks nor extends).
 */
export type PeriodMark = 'met' | 'missed' | 'paused' | 'frozen' | 'open';

export interface HabitPeriodMark {
  /** First and last day of the period (YYYY-MM-DD, both included). */
  start: string;
  end: string;
  /** Check-ins dated in the period (those on paused days included). */
  count: number;
  /** Check-ins the period asks for after its pauses. */
  required: number;
  mark: PeriodMark;
}

export interface HabitStreak {
  /** Periods in the streak that is still alive (met ones; frozen and paused ones carry it). */
  current: number;
  best: number;
  /** Freezes held now, 0…MAX_FREEZES. */
  freezes: number;
  /** Every period from the first to the current one, oldest first. */
  periods: HabitPeriodMark[];
}

export interface HabitStreakInput {
  schedule: Schedule;
  /** One date per check-in (YYYY-MM-DD); several on one day count several times. */
  checkins: readonly string[];
  pauses: readonly PauseRange[];
  /** The person's today (YYYY-MM-DD). Check-ins after it are ignored. */
  today: string;
  /**
   * The day the habit began (the step's creation): periods before it do not exist. An earlier
   * check-in (imported history) moves the beginning back to it.
   */
  startedOn?: string;
}

/** The period of `per` containing `date`: weeks start on Monday, months are calendar months. */
export function periodOf(per: SchedulePeriod, date: string): { start: string; end: string } {
  if (per === 'day') return { start: date, end: date };
  if (per === 'week') {
    const start = weekStart(date);
    return { start, end: dateFromDayNumber(dayNumber(start) + 6) };
  }
  const [y, m] = date.split('-').map(Number) as [number, number];
  const start = `${date.slice(0, 7)}-01`;
  // Day 0 of the next month is the last day of this one.
  const end = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { start, end };
}

/**
 * What a period asks for once its pauses are taken out: `times` scaled by the share of its days
 * that are not paused, rounded to the nearest whole check-in. So a day is paused when it is;
 * a 3-times-a-week habit with 2 of 7 days paused asks for 2 (3 × 5/7 = 2.1); one with 6 of 7
 * paused asks for 0 (3 × 1/7 = 0.4), which makes the week paused. A period asking for 0 is
 * neutral: check-ins in it change nothing.
 */
export function requiredIn(
  times: number,
  start: string,
  end: string,
  paused: ReadonlySet<number>,
): number {
  const first = dayNumber(start);
  const last = dayNumber(end);
  let free = 0;
  for (let day = first; day <= last; day++) if (!paused.has(day)) free++;
  const total = last - first + 1;
  if (free === total) return times;
  return Math.round((times * free) / total);
}

/**
 * The streak of a recurring step, counted in periods (days, Monday weeks or calendar months)
 * from the one its habit began in to the one containing today:
 *
 * - a period is met when its check-ins reach what it requires (`requiredIn`, after pauses);
 * - a period requiring nothing (paused) neither breaks nor extends the streak;
 * - the current period, while not met, is open: it cannot break the streak before it ends;
 * - every PERIODS_PER_FREEZE periods met earn a freeze (at most MAX_FREEZES held; one earned
 *   while full is lost), and a missed period spends one automatically: it is marked frozen and
 *   the streak goes on without growing. With no freeze left a missed period ends the streak.
 *
 * `current` counts the met periods of the streak still alive; `best` the most any run reached.
 */
export function computeHabitStreak({
  schedule,
  checkins,
  pauses,
  today,
  startedOn,
}: HabitStreakInput): HabitStreak {
  const counted = checkins.filter((date) => date <= today);
  const earliest = counted.reduce<string | undefined>(
    (min, date) => (min === undefined || date < min ? date : min),
    startedOn !== undefined && startedOn <= today ? startedOn : undefined,
  );
  if (earliest === undefined) return { current: 0, best: 0, freezes: 0, periods: [] };

  const paused = pausedDays(pauses);
  const perPeriod = new Map<string, number>();
  for (const date of counted) {
    const { start } = periodOf(schedule.per, date);
    perPeriod.set(start, (perPeriod.get(start) ?? 0) + 1);
  }

  const periods: HabitPeriodMark[] = [];
  const current = periodOf(schedule.per, today);
  let run = 0;
  let best = 0;
  let freezes = 0;
  let metCount = 0;
  for (
    let period = periodOf(schedule.per, earliest);
    period.start <= current.start;
    period = periodOf(schedule.per, dateFromDayNumber(dayNumber(period.end) + 1))
  ) {
    const count = perPeriod.get(period.start) ?? 0;
    const required = requiredIn(schedule.times, period.start, period.end, paused);
    const isCurrent = period.start === current.start;
    let mark: PeriodMark;
    if (required === 0) {
      mark = 'paused';
    } else if (count >= required) {
      mark = 'met';
      run++;
      best = Math.max(best, run);
      metCount++;
      if (metCount % PERIODS_PER_FREEZE === 0) freezes = Math.min(MAX_FREEZES, freezes + 1);
    } else if (isCurrent) {
      mark = 'open';
    } else if (freezes > 0) {
      mark = 'frozen';
      freezes--;
    } else {
      mark = 'missed';
      run = 0;
    }
    periods.push({ start: period.start, end: period.end, count, required, mark });
  }
  return { current: run, best, freezes, periods };
}
