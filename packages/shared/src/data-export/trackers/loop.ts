import { isCalendarDate } from '../../journeys/dates';
import { parseCsvRows } from './csv';
import {
  TrackerFormatError,
  boundedSchedule,
  entryAmount,
  entryNote,
  journeyDescription,
  journeyTitle,
  sortedDays,
  stepNotes,
  stepTitle,
  textOf,
  type PlanJourney,
  type PlanSchedule,
  type TrackerPlan,
} from './plan';
import { isZip, unzipWanted } from './unzip';
import type { TrackerWarning } from './warnings';

/**
 * Loop Habit Tracker's "Export as CSV" zip (shared/formats/loop-habit-tracker.md): Habits.csv
 * names the habits, each selected habit's `NNN Name/Checkmarks.csv` holds its dated history.
 * The root Checkmarks.csv/Scores.csv are not read: their header is not escaped and they are
 * known to miss values; scores are Loop's own computation, not history.
 *
 * One journey per habit: each Loop habit has its own schedule, streak and (for numeric habits)
 * unit, and a journey is where Waymark keeps one streak and one unit. A yes/no habit becomes a
 * journey with one recurring step carrying its check-ins; a numeric habit a journey whose
 * entries are the amounts logged, in the habit's unit.
 */

export const notLoop = 'This does not look like a Loop Habit Tracker export';

interface LoopHabit {
  position: string;
  name: string;
  question: string;
  description: string;
  numerator: number;
  denominator: number;
  /** null in legacy exports, which do not say. */
  numeric: boolean | null;
  unit: string;
  archived: boolean;
}

const habitColumns = {
  position: ['position'],
  name: ['name'],
  type: ['type'],
  question: ['question'],
  description: ['description'],
  numerator: ['frequencynumerator', 'numrepetitions'],
  denominator: ['frequencydenominator', 'interval'],
  unit: ['unit'],
  archived: ['archived?', 'archived'],
} as const;

const normalize = (name: string) => name.trim().toLowerCase().replaceAll(' ', '');

/** Columns found by name (renamed and reordered ones included), not by a fixed position. */
function readHabits(text: string): LoopHabit[] {
  const rows = parseCsvRows(text);
  const header = (rows[0] ?? []).map(normalize);
  const at = (names: readonly string[]) => header.findIndex((cell) => names.includes(cell));
  const index = Object.fromEntries(
    Object.entries(habitColumns).map(([key, names]) => [key, at(names)]),
  ) as Record<keyof typeof habitColumns, number>;
  if (index.position < 0 || index.name < 0 || index.numerator < 0 || index.denominator < 0) {
    throw new TrackerFormatError(
      `${notLoop}: Habits.csv has an unrecognised header (${(rows[0] ?? []).join(',').slice(0, 200)})`,
    );
  }
  const cell = (row: string[], column: number) => (column >= 0 ? (row[column] ?? '').trim() : '');
  return rows.slice(1).map((row, line) => {
    const position = cell(row, index.position);
    if (!/^\d{1,4}$/.test(position)) {
      throw new TrackerFormatError(`${notLoop}: Habits.csv line ${line + 2} has no position`);
    }
    const type = cell(row, index.type).toUpperCase();
    return {
      position: position.padStart(3, '0'),
      name: cell(row, index.name),
      question: cell(row, index.question),
      description: cell(row, index.description),
      numerator: Number.parseInt(cell(row, index.numerator), 10) || 1,
      denominator: Number.parseInt(cell(row, index.denominator), 10) || 1,
      numeric: index.type < 0 ? null : type === 'NUMERICAL',
      unit: cell(row, index.unit),
      archived: cell(row, index.archived).toLowerCase() === 'true',
    };
  });
}

/** "N times in D days" as Waymark's schedule (times per day, week or month). */
export function loopSchedule(numerator: number, denominator: number): PlanSchedule {
  const times = Math.max(1, numerator);
  if (denominator <= 1) return boundedSchedule({ times, per: 'day' });
  if (denominator === 7) return boundedSchedule({ times, per: 'week' });
  if (denominator >= 28 && denominator <= 31) return boundedSchedule({ times, per: 'month' });
  if (denominator < 7) return boundedSchedule({ times: (times * 7) / denominator, per: 'week' });
  return boundedSchedule({ times: (times * 30) / denominator, per: 'month' });
}

type Code = 'yes' | 'auto' | 'no' | 'skip' | 'unknown';
type Mark = { kind: Code } | { kind: 'number'; value: number };

const tokens: Record<string, Code> = {
  YES_MANUAL: 'yes',
  YES_AUTO: 'auto',
  NO: 'no',
  SKIP: 'skip',
  UNKNOWN: 'unknown',
};
const codes: Record<number, Code> = { 2: 'yes', 1: 'auto', 0: 'no', 3: 'skip', [-1]: 'unknown' };

interface Checkmark {
  date: string;
  mark: Mark;
  raw: number | null;
  note: string;
}

function readCheckmarks(name: string, text: string): Checkmark[] {
  const rows = parseCsvRows(text);
  if (rows.length === 0) return [];
  const first = rows[0]!.map((cell) => cell.trim());
  const modern = first.length === 3 && first[0] === 'Date' && first[1] === 'Value';
  const legacy = !modern && first.length === 2 && /^\d{4}-\d{2}-\d{2}$/.test(first[0] ?? '');
  if (!modern && !legacy) {
    throw new TrackerFormatError(`${notLoop}: ${name} has an unrecognised first line`);
  }
  return rows.slice(modern ? 1 : 0).map((row, line): Checkmark => {
    const where = `${name} line ${line + (modern ? 2 : 1)}`;
    if (row.length !== (modern ? 3 : 2)) {
      throw new TrackerFormatError(`${notLoop}: ${where} has ${row.length} columns`);
    }
    const date = (row[0] ?? '').trim();
    if (!isCalendarDate(date)) {
      throw new TrackerFormatError(`${notLoop}: ${where} has a date that is not YYYY-MM-DD`);
    }
    const value = (row[1] ?? '').trim();
    const note = modern ? (row[2] ?? '').trim() : '';
    const token = tokens[value];
    if (token) return { date, mark: { kind: token }, raw: null, note };
    if (!/^-?\d+$/.test(value)) {
      throw new TrackerFormatError(
        `${notLoop}: ${where} has an unknown value "${value.slice(0, 20)}"`,
      );
    }
    const number = Number(value);
    const code = modern ? undefined : codes[number];
    return {
      date,
      mark: code ? { kind: code } : { kind: 'number', value: number },
      raw: number,
      note,
    };
  });
}

const dayNotes = (marks: Checkmark[]) =>
  stepNotes(
    marks
      .filter((mark) => mark.note)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((mark) => `${mark.date}: ${mark.note}`)
      .join('\n'),
  );

function habitJourney(
  habit: LoopHabit,
  marks: Checkmark[],
  warnings: TrackerWarning[],
): PlanJourney {
  const label = habit.name || `Habit ${habit.position}`;
  const key = `loop:habit:${habit.name || habit.position}`;
  const description = journeyDescription(
    [habit.question, habit.description].filter(Boolean).join('\n\n'),
  );
  const base = {
    title: journeyTitle(label, `Habit ${habit.position}`),
    description,
    category: 'personal' as const,
    status: habit.archived ? ('archived' as const) : ('active' as const),
    sourceKey: key,
  };
  // A legacy export does not say which habits are numeric: values above the yes/no codes can
  // only be amounts ×1000. The dry run shows this warning before anything is made.
  const legacyNumeric =
    habit.numeric === null && marks.some((mark) => mark.raw !== null && mark.raw > 3);
  if (habit.numeric === true || legacyNumeric) {
    if (legacyNumeric) {
      warnings.push({ code: 'loopLegacyNumeric', name: label });
    }
    const unit = habit.unit.slice(0, 20) || 'units';
    let tiny = 0;
    const entries = [];
    for (const mark of marks) {
      // NO is 0 and UNKNOWN/SKIP no amount: only real numbers are entries.
      const raw = mark.mark.kind === 'number' ? mark.mark.value : null;
      const amount = raw === null ? 0 : entryAmount(raw / 1000);
      if (
        mark.mark.kind === 'yes' ||
        mark.mark.kind === 'auto' ||
        (raw !== null && raw > 0 && amount <= 0)
      ) {
        tiny += 1;
      }
      if (amount <= 0) continue;
      entries.push({
        amount,
        unit,
        occurredOn: mark.date,
        note: entryNote(mark.note),
        sourceKey: `${key}:${mark.date}`,
      });
    }
    if (tiny > 0) {
      warnings.push({ code: 'loopTinyValues', name: label, count: tiny, unit });
    }
    entries.sort((a, b) => a.occurredOn.localeCompare(b.occurredOn));
    return { ...base, unit, steps: [], entries };
  }
  return {
    ...base,
    steps: [
      {
        title: stepTitle(habit.question || label, label),
        notes: dayNotes(marks),
        schedule: loopSchedule(habit.numerator, habit.denominator),
        // Only days the person ticked: YES_AUTO is Loop's "not needed that day", never "done".
        checkins: sortedDays(marks.filter((mark) => mark.mark.kind === 'yes').map((m) => m.date)),
        sourceKey: `${key}:step`,
      },
    ],
    entries: [],
  };
}

const checkmarksPath = /^(?:(.+)\/)?(\d{3})(?: [^/]*)?\/Checkmarks\.csv$/;

/** The plan from the export's files (name → content), e.g. the zip's entries. */
export function planFromLoopFiles(files: ReadonlyMap<string, string | Uint8Array>): TrackerPlan {
  const habitsName = [...files.keys()].find((name) => /^(?:[^/]+\/)?Habits\.csv$/.test(name));
  if (!habitsName) throw new TrackerFormatError(`${notLoop}: it has no Habits.csv`);
  const base = habitsName.slice(0, -'Habits.csv'.length);
  const habits = readHabits(textOf(files.get(habitsName)!));
  const byPosition = new Map(habits.map((habit) => [habit.position, habit]));
  const history = new Map<string, Checkmark[]>();
  for (const [name, content] of files) {
    if (!name.startsWith(base)) continue;
    const match = checkmarksPath.exec(name.slice(base.length));
    if (!match || match[1]) continue;
    const position = match[2]!;
    if (!byPosition.has(position)) {
      throw new TrackerFormatError(`${notLoop}: ${name} belongs to no habit in Habits.csv`);
    }
    history.set(position, readCheckmarks(name, textOf(content)));
  }
  const warnings: TrackerWarning[] = [];
  const journeys: PlanJourney[] = [];
  const names = new Set<string>();
  let unselected = 0;
  for (const habit of habits) {
    const marks = history.get(habit.position);
    if (!marks) {
      unselected += 1;
      continue;
    }
    // Two habits of the same name would share a key: the position tells them apart.
    if (names.has(habit.name)) habit.name = `${habit.name} (${habit.position})`;
    names.add(habit.name);
    journeys.push(habitJourney(habit, marks, warnings));
  }
  if (unselected > 0) {
    warnings.push({ code: 'loopUnselected', count: unselected });
  }
  if (journeys.length === 0) throw new TrackerFormatError(`${notLoop}: it holds no habit`);
  return { source: 'loop', journeys, warnings };
}

/** Loop's zip as uploaded. */
export function parseLoopExport(content: Uint8Array): TrackerPlan {
  if (!isZip(content)) {
    throw new TrackerFormatError(`${notLoop}: choose the zip that Loop's “Export as CSV” makes`);
  }
  const files = unzipWanted(
    content,
    (name) => /(^|\/)Habits\.csv$/.test(name) || /(^|\/)\d{3}[^/]*\/Checkmarks\.csv$/.test(name),
    notLoop,
  );
  return planFromLoopFiles(files);
}
