import type { JourneyCategory } from '../../journeys/common-contracts';
import {
  JOURNEY_DESCRIPTION_MAX,
  JOURNEY_TITLE_MAX,
  STEP_NOTES_MAX,
  STEP_TITLE_MAX,
} from '../../journeys/common-contracts';
import type { TrackerWarning } from './warnings';

/**
 * The one shape every tracker import is read into (Loop, Habitica, Strava), before the server
 * compares it with what the person already has. Pure data: no ids, only `sourceKey`s, stable
 * across two exports of the same account, which is what keeps a second import from making
 * anything twice.
 */

export const trackerSources = ['loop', 'habitica', 'strava'] as const;
export type TrackerSource = (typeof trackerSources)[number];

export interface PlanSchedule {
  times: number;
  per: 'day' | 'week' | 'month';
}

export interface PlanStep {
  title: string;
  notes: string;
  /** Set for a habit: the step recurs and collects check-ins; unset for a milestone. */
  schedule?: PlanSchedule;
  /** Calendar days (YYYY-MM-DD) the habit was done, oldest first, each once. */
  checkins: string[];
  /** A milestone done: when (ISO instant). */
  completedAt?: string;
  /** A milestone's due day (YYYY-MM-DD). */
  dueDate?: string;
  sourceKey: string;
}

/** The most check-ins a period may ask for (the database's bounds, drizzle/0035_habits.sql). */
const maxTimesPer: Record<PlanSchedule['per'], number> = { day: 10, week: 21, month: 31 };

/** A schedule within the bounds a recurring step may have. */
export const boundedSchedule = (schedule: PlanSchedule): PlanSchedule => ({
  per: schedule.per,
  times: Math.min(Math.max(1, Math.round(schedule.times)), maxTimesPer[schedule.per]),
});

/** Entries are stored with two decimals (numeric(14, 2)): an amount is rounded to them. */
export const entryAmount = (value: number) => Math.round(value * 100) / 100;

export interface PlanEntry {
  /** Greater than 0 with at most two decimals, in the journey's `unit`. */
  amount: number;
  unit: string;
  occurredOn: string;
  note: string;
  sourceKey: string;
}

export interface PlanJourney {
  title: string;
  description: string;
  category: JourneyCategory;
  /** `archived` for what the tracker had archived; `active` otherwise. */
  status: 'active' | 'archived' | 'completed';
  sourceKey: string;
  target?: { value: number; unit: string };
  /** The unit of the entries (a journey has one), when it has any. */
  unit?: string;
  steps: PlanStep[];
  entries: PlanEntry[];
}

export interface TrackerPlan {
  source: TrackerSource;
  journeys: PlanJourney[];
  /** What was read but not brought along (shown with the dry run, in the person's words). */
  warnings: TrackerWarning[];
}

/** A file that is not what it claims, with the sentence the person will read (a 400). */
export class TrackerFormatError extends Error {
  override name = 'TrackerFormatError';
}

const clip = (value: string, max: number) => {
  const trimmed = value.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1)}…`;
};

/** Strips what PostgreSQL cannot store (NUL, lone surrogates), never refusing a file for it. */
export function cleanText(value: string): string {
  return value
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}

export const journeyTitle = (value: string, fallback: string) =>
  clip(cleanText(value), JOURNEY_TITLE_MAX) || fallback;
export const journeyDescription = (value: string) =>
  clip(cleanText(value), JOURNEY_DESCRIPTION_MAX);
export const stepTitle = (value: string, fallback: string) =>
  clip(cleanText(value), STEP_TITLE_MAX) || fallback;
export const stepNotes = (value: string) => clip(cleanText(value), STEP_NOTES_MAX);
export const entryNote = (value: string) => clip(cleanText(value), 500);

/** The distinct days, oldest first. */
export const sortedDays = (days: Iterable<string>) => [...new Set(days)].sort();

/** Removes a UTF-8 byte order mark that a spreadsheet round trip adds. */
export const stripBom = (text: string) => (text.startsWith('\uFEFF') ? text.slice(1) : text);

const utf8 = new TextDecoder('utf-8');
export const textOf = (content: string | Uint8Array) =>
  stripBom(typeof content === 'string' ? content : utf8.decode(content));

/** A number written with a decimal point or a decimal comma (`7.41`, `7,41`, `1.234,5`). */
export function parseDecimal(value: string): number {
  let text = value.trim();
  if (text === '') return Number.NaN;
  if (text.includes(',')) {
    text = text.includes('.') ? text.replaceAll('.', '').replace(',', '.') : text.replace(',', '.');
  }
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** A count of steps, check-ins and entries in a plan, for the dry run and the tests. */
export function planTotals(plan: TrackerPlan) {
  let steps = 0;
  let checkins = 0;
  let entries = 0;
  for (const journey of plan.journeys) {
    steps += journey.steps.length;
    entries += journey.entries.length;
    for (const step of journey.steps) checkins += step.checkins.length;
  }
  return { journeys: plan.journeys.length, steps, checkins, entries };
}
