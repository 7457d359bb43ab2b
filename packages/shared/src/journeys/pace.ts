import { dateFromDayNumber, dayNumber, localDate } from './dates';
import { finishDate, journeyAgeDays, targetVerdict } from './finish-date';
import { pausedDays, unpausedDaysBack, type PauseRange } from './habits/pauses';

/** How many recent weeks the pace is measured over. */
export const PACE_WINDOW_WEEKS = 4;

/**
 * done: nothing left. noTarget: no target date to reach. onTrack / behind: at this pace the
 * last step lands on or before / after the target. stalled: nothing completed lately, so no
 * date can be projected. overdue: the target date has passed with steps left.
 */
export type PaceVerdict = 'done' | 'noTarget' | 'onTrack' | 'behind' | 'stalled' | 'overdue';

export interface Pace {
  /** Steps completed per week over the window, one decimal. */
  perWeek: number;
  /** The first day of the window the pace is measured over (it ends today). */
  since: string;
  remaining: number;
  /** The day the last step would be done at this pace, or null when none can be projected. */
  projectedDate: string | null;
  verdict: PaceVerdict;
}

export interface PaceInput {
  /** Completion instants of the steps ticked now. */
  completions: readonly (Date | string | number)[];
  stepCount: number;
  /** The day the journey began counting: its start date, else the day it was created. */
  startedOn: string;
  targetDate: string | null;
  timeZone: string;
  now?: Date | string | number;
  weeks?: number;
  /** The journey's pauses (issue 34): their days are not part of the window measured. */
  pauses?: readonly PauseRange[];
}

/**
 * Steps completed per week over the last weeks, and whether that reaches the target date.
 * The window never reaches back before the journey started, so a journey three days old is
 * not judged by four weeks it did not exist; it is at least one week long, so one tick on the
 * first day does not read as seven a week. Days are the person's own (time zone).
 */
export function journeyPace({
  completions,
  stepCount,
  startedOn,
  targetDate,
  timeZone,
  now = Date.now(),
  weeks = PACE_WINDOW_WEEKS,
  pauses = [],
}: PaceInput): Pace {
  const today = localDate(now, timeZone);
  const todayNumber = dayNumber(today);
  const paused = pausedDays(pauses);
  const age = journeyAgeDays(startedOn, today);
  // Paused days are no part of the window: it reaches back over them to as many unpaused days.
  const window = unpausedDaysBack(today, startedOn, paused, weeks * 7);
  const windowDays =
    paused.size === 0 ? Math.max(7, Math.min(weeks * 7, age)) : Math.max(7, window.unpaused);
  const firstDay =
    paused.size === 0 || window.unpaused < 7 ? todayNumber - windowDays + 1 : window.firstDay;
  const recent = completions.filter((instant) => {
    const day = dayNumber(localDate(instant, timeZone));
    return day >= firstDay && day <= todayNumber;
  }).length;
  const rate = (recent * 7) / windowDays;
  const perWeek = Math.round(rate * 10) / 10;
  const remaining = Math.max(0, stepCount - completions.length);

  const since = dateFromDayNumber(firstDay);
  if (remaining === 0) return { perWeek, since, remaining, projectedDate: null, verdict: 'done' };
  const projectedDate = rate > 0 ? finishDate(today, remaining, rate) : null;
  const verdict: PaceVerdict = targetVerdict(today, targetDate, projectedDate);
  return { perWeek, since, remaining, projectedDate, verdict };
}
