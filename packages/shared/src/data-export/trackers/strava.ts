import { parseCsvRows } from './csv';
import {
  TrackerFormatError,
  entryAmount,
  entryNote,
  journeyTitle,
  parseDecimal,
  textOf,
  type PlanEntry,
  type PlanJourney,
  type TrackerPlan,
} from './plan';
import { isZip, unzipWanted } from './unzip';
import type { TrackerWarning } from './warnings';

/**
 * The `activities.csv` of Strava's account archive (shared/formats/strava-bulk-export.md), alone
 * or in the archive's zip. One journey per activity type ("Running", "Cycling", …) with an entry
 * per activity: the distance in km, or the time in minutes for types that carry no distance
 * (weight training, yoga). No target: Strava keeps no goal in the export.
 */

export const notStrava = 'This does not look like a Strava export';

/** Strava's display names → the journey's title. Other types keep Strava's own name. */
const journeyNames: Record<string, string> = {
  Run: 'Running',
  'Trail Run': 'Trail running',
  'Virtual Run': 'Virtual running',
  Ride: 'Cycling',
  'Virtual Ride': 'Virtual cycling',
  'E-Bike Ride': 'E-bike riding',
  'Mountain Bike Ride': 'Mountain biking',
  'Gravel Ride': 'Gravel riding',
  Walk: 'Walking',
  Hike: 'Hiking',
  Swim: 'Swimming',
  Rowing: 'Rowing',
  'Weight Training': 'Weight training',
  Workout: 'Workouts',
  Yoga: 'Yoga',
  'Alpine Ski': 'Alpine skiing',
  'Nordic Ski': 'Nordic skiing',
  'Backcountry Ski': 'Backcountry skiing',
  Snowboard: 'Snowboarding',
  Kayaking: 'Kayaking',
  'Stand Up Paddling': 'Stand-up paddling',
  // Older exports wrote the API's names.
  VirtualRide: 'Virtual cycling',
  VirtualRun: 'Virtual running',
  EBikeRide: 'E-bike riding',
  WeightTraining: 'Weight training',
};

/** Header names by language; each list holds the English name first. */
const columns = {
  id: ['Activity ID', 'Aktivitäts-ID', 'id'],
  date: ['Activity Date', 'Aktivitätsdatum', 'date'],
  name: ['Activity Name', 'Name der Aktivität', 'Aktivitätsname', 'name'],
  type: ['Activity Type', 'Aktivitätsart', 'type'],
  elapsed: ['Elapsed Time', 'Verstrichene Zeit', 'elapsed_time'],
  moving: ['Moving Time', 'Bewegungszeit'],
  distance: ['Distance', 'Distanz', 'distance'],
} as const;

const months: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  mär: 3,
  mrz: 3,
  apr: 4,
  may: 5,
  mai: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  okt: 10,
  nov: 11,
  dec: 12,
  dez: 12,
};

const day = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  return date.toISOString().slice(0, 10);
};

/**
 * The calendar day of `Activity Date`. Strava writes no zone; the parsers that know the format
 * read it as UTC, and so does this (the day may differ from the local one for late activities).
 * Accepts "Mar 15, 2025, 7:02:11 AM", "15 Mar 2025, 07:02:11", "2018-09-12 15:02:23",
 * "15.03.2025, 07:02:11" (day first, German) and "15. März 2025, 07:02:11".
 */
export function stravaDay(value: string): string | null {
  const text = value.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (match) return day(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})/.exec(text);
  if (match) return day(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^([\p{L}]{3,})\.? (\d{1,2}), (\d{4})/u.exec(text);
  if (match) {
    const month = months[match[1]!.slice(0, 3).toLowerCase()];
    return month ? day(Number(match[3]), month, Number(match[2])) : null;
  }
  match = /^(\d{1,2})\.? ([\p{L}]{3,})\.? (\d{4})/u.exec(text);
  if (match) {
    const month = months[match[2]!.slice(0, 3).toLowerCase()];
    return month ? day(Number(match[3]), month, Number(match[1])) : null;
  }
  return null;
}

interface Layout {
  id: number;
  date: number;
  name: number;
  type: number;
  elapsed: number;
  moving: number;
  /** The first Distance: km (possibly miles) in today's exports, metres in the snake_case ones. */
  distance: number;
  distanceInMetres: boolean;
  /** The second Distance, in metres, when the export has one. */
  metres: number;
}

function layoutOf(header: string[]): Layout {
  const names = header.map((cell) => cell.trim());
  const first = (list: readonly string[]) => names.findIndex((name) => list.includes(name));
  const second = (list: readonly string[]) => {
    const at = first(list);
    return at < 0 ? -1 : names.findIndex((name, index) => index > at && list.includes(name));
  };
  if (first(columns.id) !== 0) {
    throw new TrackerFormatError(
      `${notStrava}: activities.csv starts with “${(names[0] ?? '').slice(0, 40)}”, not “Activity ID” (English and German exports are read)`,
    );
  }
  const layout: Layout = {
    id: 0,
    date: first(columns.date),
    name: first(columns.name),
    type: first(columns.type),
    elapsed: first(columns.elapsed),
    moving: first(columns.moving),
    distance: first(columns.distance),
    distanceInMetres: names[first(columns.distance)] === 'distance',
    metres: second(columns.distance),
  };
  const missing = (['date', 'name', 'type', 'distance'] as const).filter((key) => layout[key] < 0);
  if (missing.length > 0) {
    throw new TrackerFormatError(
      `${notStrava}: activities.csv has no ${missing.map((key) => columns[key][0]).join(', ')} column`,
    );
  }
  return layout;
}

/** The activity's distance in km: the metres column first, never the sum of the two. */
function kilometres(row: string[], layout: Layout): number {
  const metres = layout.metres >= 0 ? parseDecimal(row[layout.metres] ?? '') : Number.NaN;
  if (Number.isFinite(metres)) return metres / 1000;
  const first = parseDecimal(row[layout.distance] ?? '');
  if (!Number.isFinite(first)) return 0;
  return layout.distanceInMetres ? first / 1000 : first;
}

function minutes(row: string[], layout: Layout): number {
  for (const column of [layout.moving, layout.elapsed]) {
    const seconds = column >= 0 ? parseDecimal(row[column] ?? '') : Number.NaN;
    if (Number.isFinite(seconds) && seconds > 0) return seconds / 60;
  }
  return 0;
}

interface Activity {
  id: string;
  day: string;
  name: string;
  type: string;
  km: number;
  minutes: number;
}

export function planFromActivitiesCsv(content: string | Uint8Array): TrackerPlan {
  const rows = parseCsvRows(textOf(content));
  if (rows.length === 0) throw new TrackerFormatError(`${notStrava}: activities.csv is empty`);
  const layout = layoutOf(rows[0]!);
  const activities: Activity[] = [];
  let errorLines = 0;
  let unreadable = 0;
  for (const row of rows.slice(1)) {
    const id = (row[0] ?? '').trim();
    // Real exports hold `#error#` lines now and then.
    if (id.startsWith('#')) {
      errorLines += 1;
      continue;
    }
    const date = stravaDay(row[layout.date] ?? '');
    if (!/^\d+$/.test(id) || !date) {
      unreadable += 1;
      continue;
    }
    activities.push({
      id,
      day: date,
      name: (row[layout.name] ?? '').trim(),
      type: (row[layout.type] ?? '').trim() || 'Activity',
      km: kilometres(row, layout),
      minutes: minutes(row, layout),
    });
  }
  const warnings: TrackerWarning[] = [];
  if (errorLines > 0) warnings.push({ code: 'stravaErrorLines', count: errorLines });
  if (unreadable > 0) warnings.push({ code: 'stravaUnreadable', count: unreadable });
  if (activities.length === 0) {
    throw new TrackerFormatError(`${notStrava}: activities.csv holds no activity`);
  }

  const byType = new Map<string, Activity[]>();
  for (const activity of activities) {
    const list = byType.get(activity.type) ?? [];
    list.push(activity);
    byType.set(activity.type, list);
  }
  const journeys: PlanJourney[] = [];
  for (const [type, list] of byType) {
    // A type whose activities carry distance is logged in km; the others (gym, yoga) in minutes.
    const unit = list.some((activity) => activity.km > 0) ? 'km' : 'min';
    const entries: PlanEntry[] = [];
    let without = 0;
    for (const activity of list) {
      const amount = entryAmount(unit === 'km' ? activity.km : activity.minutes);
      if (!(amount > 0)) {
        without += 1;
        continue;
      }
      entries.push({
        amount,
        unit,
        occurredOn: activity.day,
        note: entryNote(activity.name),
        sourceKey: `strava:activity:${activity.id}`,
      });
    }
    if (without > 0) {
      warnings.push({
        code: unit === 'km' ? 'stravaNoDistance' : 'stravaNoTime',
        name: journeyNames[type] ?? type,
        count: without,
      });
    }
    entries.sort((a, b) => a.occurredOn.localeCompare(b.occurredOn));
    journeys.push({
      title: journeyTitle(journeyNames[type] ?? type, 'Activities'),
      description: `${type} activities brought over from Strava.`,
      category: 'fitness',
      status: 'active',
      sourceKey: `strava:type:${type}`,
      unit,
      steps: [],
      entries,
    });
  }
  return { source: 'strava', journeys, warnings };
}

/** `activities.csv`, or the archive's zip holding it (at its root or one folder down). */
export function parseStravaExport(content: Uint8Array): TrackerPlan {
  if (!isZip(content)) return planFromActivitiesCsv(content);
  const files = unzipWanted(
    content,
    (name) => /^(?:[^/]+\/)?activities\.csv$/.test(name),
    notStrava,
  );
  const csv = files.get('activities.csv') ?? [...files.values()][0];
  if (!csv) throw new TrackerFormatError(`${notStrava}: the zip has no activities.csv`);
  return planFromActivitiesCsv(csv);
}
