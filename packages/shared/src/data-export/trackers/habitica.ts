import { MAX_STEPS_PER_JOURNEY } from '../../journeys/common-contracts';
import type { TrackerWarning } from './warnings';
import {
  TrackerFormatError,
  boundedSchedule,
  journeyTitle,
  sortedDays,
  stepNotes,
  stepTitle,
  textOf,
  type PlanJourney,
  type PlanSchedule,
  type PlanStep,
  type TrackerPlan,
} from './plan';

/**
 * Habitica's "Export data" user JSON (shared/formats/habitica.md). Dailies and habits become
 * recurring steps of one journey ("Habits from Habitica") with the days they were done; to-dos
 * become milestones of another ("To-dos from Habitica"), ticked with the day they were done.
 * Two journeys rather than one: a to-do list's progress is a share of milestones done, which
 * habits that never end would blur. Rewards are Habitica's game, not history: left out.
 */

export const notHabitica = 'This does not look like a Habitica data export';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

interface Clock {
  /** Minutes, JavaScript getTimezoneOffset's sign (CET is -60). */
  offset: number;
  /** The hour a Habitica day starts (0..23). */
  dayStart: number;
}

/** The person's Habitica day of an instant, as Habitica's server decides it. */
export function habiticaDay(instant: number, clock: Clock): string {
  const local = new Date(instant - clock.offset * 60_000);
  if (local.getUTCHours() < clock.dayStart) local.setUTCDate(local.getUTCDate() - 1);
  return local.toISOString().slice(0, 10);
}

/** A history date: epoch milliseconds, or an ISO string in very old accounts. */
function instantOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

const weekdays = ['m', 't', 'w', 'th', 'f', 's', 'su'] as const;

/** A daily's schedule, as close as times per day/week/month can say it. */
export function dailySchedule(task: Json): PlanSchedule {
  return boundedSchedule(rawDailySchedule(task));
}

function rawDailySchedule(task: Json): PlanSchedule {
  const every = typeof task.everyX === 'number' && task.everyX > 0 ? task.everyX : 1;
  const repeat = isObject(task.repeat) ? task.repeat : {};
  const days = weekdays.filter((day) => repeat[day] === true).length;
  switch (task.frequency) {
    case 'weekly':
      if (days === 7 && every === 1) return { times: 1, per: 'day' };
      return { times: Math.max(1, days), per: 'week' };
    case 'monthly': {
      const dates = Array.isArray(task.daysOfMonth) ? task.daysOfMonth.length : 0;
      return { times: Math.max(1, dates), per: 'month' };
    }
    case 'yearly':
      return { times: 1, per: 'month' };
    default:
      if (every === 1) return { times: 1, per: 'day' };
      if (every <= 7) return { times: Math.max(1, Math.round(7 / every)), per: 'week' };
      return { times: Math.max(1, Math.round(30 / every)), per: 'month' };
  }
}

/** A habit has no schedule in Habitica, only the period its counters reset: at least once in it. */
const habitSchedule = (task: Json): PlanSchedule => ({
  times: 1,
  per: task.frequency === 'weekly' ? 'week' : task.frequency === 'monthly' ? 'month' : 'day',
});

interface Skipped {
  samples: number;
  dates: number;
  negative: number;
  badDueDates: number;
}

function historyDays(
  task: Json,
  clock: Clock,
  skipped: Skipped,
  done: (entry: Json) => boolean | null,
): string[] {
  const days: string[] = [];
  for (const entry of Array.isArray(task.history) ? task.history : []) {
    if (!isObject(entry)) continue;
    const instant = instantOf(entry.date);
    if (instant === null) {
      skipped.dates += 1;
      continue;
    }
    const verdict = done(entry);
    // Old and preened entries carry only a value: a sample of the score, not a completion.
    if (verdict === null) skipped.samples += 1;
    else if (verdict) days.push(habiticaDay(instant, clock));
  }
  return sortedDays(days);
}

function checklistNotes(task: Json): string {
  const notes = text(task.notes).trim();
  const items = (Array.isArray(task.checklist) ? task.checklist : [])
    .filter(isObject)
    .map((item) => `- [${item.completed === true ? 'x' : ' '}] ${text(item.text)}`);
  return stepNotes([notes, items.join('\n')].filter(Boolean).join('\n\n'));
}

function readTasks(json: unknown) {
  if (!isObject(json) || !isObject(json.tasks)) {
    throw new TrackerFormatError(`${notHabitica} (habitica-user-data.json)`);
  }
  const groups = { habits: [] as Json[], dailys: [] as Json[], todos: [] as Json[] };
  for (const key of ['habits', 'dailys', 'todos'] as const) {
    const group = json.tasks[key];
    if (group === undefined) continue;
    if (!Array.isArray(group)) {
      throw new TrackerFormatError(`${notHabitica}: tasks.${key} is not a list`);
    }
    group.forEach((task, index) => {
      const type = key === 'dailys' ? 'daily' : key.slice(0, -1);
      if (
        !isObject(task) ||
        typeof (task._id ?? task.id) !== 'string' ||
        task.type !== type ||
        typeof task.text !== 'string'
      ) {
        throw new TrackerFormatError(`${notHabitica}: tasks.${key}.${index} is not a ${type}`);
      }
      groups[key].push(task);
    });
  }
  return groups;
}

/** Steps over the per-journey limit go on into a second journey of the same name. */
function chunked(base: Omit<PlanJourney, 'steps'>, steps: PlanStep[]): PlanJourney[] {
  if (steps.length === 0) return [];
  const journeys: PlanJourney[] = [];
  for (let start = 0; start < steps.length; start += MAX_STEPS_PER_JOURNEY) {
    const part = start / MAX_STEPS_PER_JOURNEY;
    journeys.push({
      ...base,
      title: part === 0 ? base.title : `${base.title} (${part + 1})`,
      sourceKey: part === 0 ? base.sourceKey : `${base.sourceKey}:${part + 1}`,
      steps: steps.slice(start, start + MAX_STEPS_PER_JOURNEY),
    });
  }
  return journeys;
}

export function parseHabiticaExport(content: string | Uint8Array): TrackerPlan {
  const raw = textOf(content).trimStart();
  if (raw.startsWith('<')) {
    throw new TrackerFormatError(
      `${notHabitica}: this is the XML export, which Habitica documents as broken; choose “Export data” → user data as JSON`,
    );
  }
  if (raw.startsWith('Task Name,Task ID,Task Type,Date,Value')) {
    throw new TrackerFormatError(
      `${notHabitica}: this is the task history CSV, which has no completions; choose “Export data” → user data as JSON`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new TrackerFormatError(`${notHabitica}: the file is not JSON`);
  }
  const tasks = readTasks(json);
  const root = json as Json;
  const preferences = isObject(root.preferences) ? root.preferences : {};
  const clock: Clock = {
    offset: typeof preferences.timezoneOffset === 'number' ? preferences.timezoneOffset : 0,
    dayStart:
      typeof preferences.dayStart === 'number' &&
      preferences.dayStart >= 0 &&
      preferences.dayStart < 24
        ? preferences.dayStart
        : 0,
  };
  // Keys under the account: two Habitica accounts imported into one Waymark account stay apart.
  const account = text(root._id) || text(root.id) || 'account';
  const skipped: Skipped = { samples: 0, dates: 0, negative: 0, badDueDates: 0 };
  const idOf = (task: Json) => text(task._id) || text(task.id);

  const dailies: PlanStep[] = tasks.dailys.map((task) => ({
    title: stepTitle(text(task.text), 'Daily'),
    notes: checklistNotes(task),
    schedule: dailySchedule(task),
    checkins: historyDays(task, clock, skipped, (entry) =>
      typeof entry.completed === 'boolean' ? entry.completed : null,
    ),
    sourceKey: `habitica:${account}:task:${idOf(task)}`,
  }));
  const habits: PlanStep[] = tasks.habits.map((task) => {
    // A habit with only a "−" button counts slips, not the habit done: its history stays out.
    const positive = task.up !== false;
    if (!positive) skipped.negative += 1;
    return {
      title: stepTitle(text(task.text), 'Habit'),
      notes: stepNotes(text(task.notes)),
      schedule: habitSchedule(task),
      checkins: positive
        ? historyDays(task, clock, skipped, (entry) =>
            typeof entry.scoredUp === 'number' ? entry.scoredUp > 0 : null,
          )
        : [],
      sourceKey: `habitica:${account}:task:${idOf(task)}`,
    };
  });
  const todos: PlanStep[] = tasks.todos.map((task) => {
    const step: PlanStep = {
      title: stepTitle(text(task.text), 'To-do'),
      notes: checklistNotes(task),
      checkins: [],
      sourceKey: `habitica:${account}:task:${idOf(task)}`,
    };
    const completedAt = instantOf(task.dateCompleted);
    if (task.completed === true) {
      step.completedAt = new Date(
        completedAt ?? instantOf(task.updatedAt) ?? Date.now(),
      ).toISOString();
    }
    if (task.date !== undefined && task.date !== null && task.date !== '') {
      // Old accounts hold free text here ("today", "3/13"): dropped, with a count.
      const due = instantOf(task.date);
      if (due === null) skipped.badDueDates += 1;
      else step.dueDate = habiticaDay(due, clock);
    }
    return step;
  });

  const journeys = [
    ...chunked(
      {
        title: journeyTitle('Habits from Habitica', 'Habitica'),
        description: 'Dailies and habits brought over from Habitica, with the days they were done.',
        category: 'personal',
        status: 'active',
        sourceKey: `habitica:${account}:habits`,
        entries: [],
      },
      [...dailies, ...habits],
    ),
    ...chunked(
      {
        title: journeyTitle('To-dos from Habitica', 'Habitica'),
        description: 'To-dos brought over from Habitica.',
        category: 'personal',
        status: 'active',
        sourceKey: `habitica:${account}:todos`,
        entries: [],
      },
      todos,
    ),
  ];
  if (journeys.length === 0) {
    throw new TrackerFormatError(`${notHabitica}: it holds no habits, dailies or to-dos`);
  }
  const warnings: TrackerWarning[] = [];
  const counted: [TrackerWarning['code'], number][] = [
    ['habiticaNoCompletion', skipped.samples],
    ['habiticaNoDate', skipped.dates],
    ['habiticaNegativeOnly', skipped.negative],
    ['habiticaBadDueDate', skipped.badDueDates],
  ];
  for (const [code, count] of counted) if (count > 0) warnings.push({ code, count });
  return { source: 'habitica', journeys, warnings };
}
