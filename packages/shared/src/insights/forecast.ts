import { dayNumber, localDate } from '../journeys/dates';
import { pausedDays, unpausedDaysBack, type PauseRange } from '../journeys/habits/pauses';
import { finishDate, journeyAgeDays, targetVerdict } from '../journeys/finish-date';

/** How many recent weeks the forecast's rate is measured over. */
export const FORECAST_WINDOW_WEEKS = 8;

/**
 * done: nothing left. noSteps: nothing planned, so nothing to forecast. stalled: no step
 * completed in the window, so no date can be projected. noTarget / onTrack / behind: a date
 * is projected and there is no target / it is reached / it is missed. overdue: the target
 * date has passed with steps left.
 */
export type ForecastVerdict =
  'done' | 'noSteps' | 'stalled' | 'noTarget' | 'onTrack' | 'behind' | 'overdue';

export interface Forecast {
  verdict: ForecastVerdict;
  /** Steps completed (or, with a target, the amount logged) per week over the window, one decimal. */
  perWeek: number;
  /** Steps left, or what is left of the target in its unit. */
  remaining: number;
  /** The projected finish at the mean rate, and the range from the busier and quieter weeks. */
  expected: string | null;
  earliest: string | null;
  latest: string | null;
  /** Days the expected finish lands after (positive) or before (negative) the target. */
  daysLate: number | null;
  /** Whole extra steps a week that would reach the target; 0 when already on track. */
  extraPerWeek: number | null;
}

export interface ForecastInput {
  /** Completion instants of the steps ticked now. */
  completions: readonly (Date | string | number)[];
  stepCount: number;
  /** The day the journey began counting: its start date, else the day it was created. */
  startedOn: string;
  targetDate: string | null;
  timeZone: string;
  now?: Date | string | number;
  weeks?: number;
  /** The journey's pauses (issue 34): their days are left out of the weeks measured. */
  pauses?: readonly PauseRange[];
}

/**
 * Steps completed in each of the last whole weeks (7-day buckets ending today), never
 * reaching back before the journey started, and at least one week long. Paused days are not
 * days of a week here (unpausedDaysBack): a holiday neither empties a week nor lowers the rate.
 */
export function weeklyRates(
  completions: readonly (Date | string | number)[],
  startedOn: string,
  today: string,
  timeZone: string,
  weeks: number,
  pauses: readonly PauseRange[] = [],
): number[] {
  // A tick is an amount of one on the day it was made, in the person's time zone.
  const ticks = completions.map((instant) => ({
    occurredOn: localDate(instant, timeZone),
    amount: 1,
  }));
  return weeklyAmounts(ticks, startedOn, today, weeks, pauses);
}

/**
 * The finish date of a journey from the rate of its completed steps, with a range. The rate
 * is the mean of the weekly counts; the range uses one standard error either side (the
 * quieter rate never below half the mean), so a steady person gets a narrow range and an
 * uneven one a wide one. "2 more steps a week" is the whole number of steps a week that,
 * added to the mean, finishes by the target date.
 */
export function forecastJourney({
  completions,
  stepCount,
  startedOn,
  targetDate,
  timeZone,
  now = Date.now(),
  weeks = FORECAST_WINDOW_WEEKS,
  pauses = [],
}: ForecastInput): Forecast {
  const today = localDate(now, timeZone);
  const remaining = Math.max(0, stepCount - completions.length);
  const rates = weeklyRates(completions, startedOn, today, timeZone, weeks, pauses);
  if (stepCount <= 0) return noForecast('noSteps', rates, 0, null);
  return projectFinish(rates, remaining, today, targetDate);
}

export interface TargetForecastInput {
  /** The journey's entries: the day each was logged for and its amount. */
  entries: readonly { occurredOn: string; amount: number }[];
  /** The target ("100" km) and the sum logged toward it. */
  value: number;
  logged: number;
  startedOn: string;
  targetDate: string | null;
  timeZone: string;
  now?: Date | string | number;
  weeks?: number;
  /** The journey's pauses: their days are left out of the weeks measured, as for steps. */
  pauses?: readonly PauseRange[];
}

/**
 * Amounts logged in each of the last whole weeks (7-day buckets ending today), like
 * weeklyRates but counting the amount of each entry on the day it was logged for; paused days
 * are not days of a week here either.
 */
export function weeklyAmounts(
  entries: readonly { occurredOn: string; amount: number }[],
  startedOn: string,
  today: string,
  weeks: number,
  pauses: readonly PauseRange[] = [],
): number[] {
  const todayNumber = dayNumber(today);
  const paused = pausedDays(pauses);
  const { back: backOf, unpaused } = unpausedDaysBack(today, startedOn, paused, weeks * 7);
  const age = paused.size === 0 ? journeyAgeDays(startedOn, today) : Math.max(1, unpaused);
  const bucketCount = Math.max(1, Math.min(weeks, Math.ceil(age / 7)));
  const buckets = Array.from({ length: bucketCount }, () => 0);
  for (const entry of entries) {
    const day = dayNumber(entry.occurredOn);
    if (day > todayNumber) continue;
    // Before the journey's start (or past the window) the plain distance puts it out of range.
    const back = backOf.get(day) ?? todayNumber - day;
    const bucket = Math.floor(back / 7);
    if (bucket < bucketCount) buckets[bucket] = (buckets[bucket] ?? 0) + entry.amount;
  }
  return buckets;
}

/**
 * The forecast of a journey with a measurable target ("run 100 km"): the same projection as
 * forecastJourney, over the amounts logged a week instead of the steps ticked, toward what is
 * left of the target. `perWeek`, `remaining` and `extraPerWeek` are in the target's unit.
 */
export function forecastTarget({
  entries,
  value,
  logged,
  startedOn,
  targetDate,
  timeZone,
  now = Date.now(),
  weeks = FORECAST_WINDOW_WEEKS,
  pauses = [],
}: TargetForecastInput): Forecast {
  const today = localDate(now, timeZone);
  const remaining = Math.max(0, Math.round((value - logged) * 100) / 100);
  const rates = weeklyAmounts(entries, startedOn, today, weeks, pauses);
  if (value <= 0) return noForecast('noSteps', rates, 0, null);
  return projectFinish(rates, remaining, today, targetDate);
}

const emptyDates = { expected: null, earliest: null, latest: null, daysLate: null };
const meanOf = (rates: readonly number[]) => rates.reduce((a, b) => a + b, 0) / rates.length;

function noForecast(
  verdict: ForecastVerdict,
  rates: readonly number[],
  remaining: number,
  extraPerWeek: number | null,
): Forecast {
  const perWeek = Math.round(meanOf(rates) * 10) / 10;
  return { verdict, perWeek, remaining, ...emptyDates, extraPerWeek };
}

/**
 * The finish from weekly rates: the mean, and one standard error either side (the quieter
 * rate never below half the mean), so a steady person gets a narrow range and an uneven one a
 * wide one. "2 more a week" is the whole number that, added to the mean, finishes by the
 * target date.
 */
function projectFinish(
  rates: readonly number[],
  remaining: number,
  today: string,
  targetDate: string | null,
): Forecast {
  const mean = meanOf(rates);
  const variance = rates.reduce((sum, r) => sum + (r - mean) ** 2, 0) / rates.length;
  const spread = Math.sqrt(variance / rates.length);
  const perWeek = Math.round(mean * 10) / 10;
  if (remaining <= 0)
    return { verdict: 'done', perWeek, remaining: 0, ...emptyDates, extraPerWeek: 0 };

  const daysLeft = targetDate === null ? null : dayNumber(targetDate) - dayNumber(today);
  // The rate that lands the last step on the target day exactly: ceil(7·remaining / rate) ≤ days
  // left. With no day left (or the target passed) no rate makes it.
  const needed = daysLeft !== null && daysLeft > 0 ? (remaining * 7) / daysLeft : null;
  const extraPerWeek = needed === null ? null : Math.max(0, Math.ceil(needed - mean - 1e-9));

  if (mean <= 0) {
    const verdict = daysLeft !== null && daysLeft < 0 ? 'overdue' : 'stalled';
    return { verdict, perWeek, remaining, ...emptyDates, extraPerWeek };
  }
  const expected = finishDate(today, remaining, mean);
  const earliest = finishDate(today, remaining, mean + spread);
  const latest = finishDate(today, remaining, Math.max(mean / 2, mean - spread));
  const daysLate = targetDate === null ? null : dayNumber(expected) - dayNumber(targetDate);
  // A projected finish is never 'stalled': the rate is above zero here.
  const verdict: ForecastVerdict = targetVerdict(today, targetDate, expected);
  return { verdict, perWeek, remaining, expected, earliest, latest, daysLate, extraPerWeek };
}
