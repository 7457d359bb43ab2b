import { MAX_STEPS_PER_JOURNEY } from '@waymark/shared/journeys/common-contracts';
import type {
  TrackerImportJourney,
  TrackerImportResult,
} from '@waymark/shared/data-export/import-contracts';
import { trackerImportLimits } from '@waymark/shared/data-export/import-contracts';
import {
  parseTrackerExport,
  TrackerFormatError,
  type PlanEntry,
  type PlanJourney,
  type PlanStep,
  type TrackerPlan,
  type TrackerSource,
} from '@waymark/shared/data-export/trackers/index';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { insertJourney, insertSteps } from '@/features/data-export/import-queries';
import {
  binnedJourneys,
  checkinDays,
  existingIds,
  insertCheckins,
  insertEntries,
  keysOf,
  recordKeys,
  recountSteps,
  stepSlots,
  type NewCheckin,
} from '@/features/data-export/tracker-import-queries';

/** The file read into a plan, or a 400 that says what does not fit. */
export function readTrackerFile(source: TrackerSource, bytes: Uint8Array): TrackerPlan {
  if (bytes.byteLength === 0) throw new AppError('BAD_REQUEST', 'The file is empty');
  try {
    return parseTrackerExport(source, bytes);
  } catch (error) {
    if (error instanceof TrackerFormatError) {
      throw new AppError('BAD_REQUEST', error.message, { cause: error });
    }
    throw error;
  }
}

/** What an earlier import of this source made and is still there. */
interface Known {
  journeys: Map<string, string>;
  steps: Map<string, string>;
  entries: Map<string, string>;
  /** The days each known step already has a check-in on. */
  days: Map<string, Set<string>>;
  /** Known journeys in the bin: they take nothing new until restored. */
  binned: Set<string>;
}

async function knownFor(tx: AppTransaction, plan: TrackerPlan): Promise<Known> {
  const prefix = `${plan.source}:`;
  const still = async (
    map: Map<string, string>,
    table: 'journeys' | 'journey_steps' | 'journey_entries',
  ): Promise<Map<string, string>> => {
    const there = await existingIds(tx, table, [...new Set(map.values())]);
    return new Map([...map].filter(([, id]) => there.has(id)));
  };
  const steps = await still(await keysOf(tx, 'step', prefix), 'journey_steps');
  const journeys = await still(await keysOf(tx, 'journey', prefix), 'journeys');
  return {
    journeys,
    binned: await binnedJourneys(tx, [...new Set(journeys.values())]),
    steps,
    entries: await still(await keysOf(tx, 'entry', prefix), 'journey_entries'),
    days: await checkinDays(tx, [...new Set(steps.values())]),
  };
}

/** One journey of the plan against what exists: what to make in it. */
interface JourneyWork {
  journey: PlanJourney;
  existingId: string | null;
  newSteps: PlanStep[];
  /** Steps left out: the journey would hold more than a journey may. */
  overflow: number;
  /** Steps already there (an earlier import made them), with their id. */
  oldSteps: { step: PlanStep; id: string }[];
  /** Days to check in, per step (by its source key). */
  newDays: Map<string, string[]>;
  newEntries: PlanEntry[];
  /** An earlier import made it and it is in the bin now. */
  binned?: boolean;
  steps?: { create: number; skip: number };
  checkins: { create: number; skip: number };
  entries: { create: number; skip: number };
}

function workFor(plan: TrackerPlan, known: Known, slotsUsed: Map<string, number>): JourneyWork[] {
  return plan.journeys.map((journey): JourneyWork => {
    const existingId = known.journeys.get(journey.sourceKey) ?? null;
    if (existingId && known.binned.has(existingId)) {
      const checkins = journey.steps.reduce((sum, step) => sum + step.checkins.length, 0);
      return {
        journey,
        existingId,
        binned: true,
        newSteps: [],
        overflow: 0,
        oldSteps: [],
        newDays: new Map(),
        newEntries: [],
        steps: { create: 0, skip: journey.steps.length },
        checkins: { create: 0, skip: checkins },
        entries: { create: 0, skip: journey.entries.length },
      };
    }
    const stepId = (step: PlanStep) => (existingId ? known.steps.get(step.sourceKey) : undefined);
    const fresh = journey.steps.filter((step) => !stepId(step));
    const room = MAX_STEPS_PER_JOURNEY - (existingId ? (slotsUsed.get(existingId) ?? 0) : 0);
    const newSteps = fresh.slice(0, Math.max(0, room));
    const oldSteps = journey.steps.flatMap((step) => {
      const id = stepId(step);
      return id ? [{ step, id }] : [];
    });
    const newDays = new Map<string, string[]>();
    let checkinsSkipped = 0;
    for (const step of newSteps) newDays.set(step.sourceKey, step.checkins);
    for (const { step, id } of oldSteps) {
      const there = known.days.get(id) ?? new Set<string>();
      const days = step.checkins.filter((day) => !there.has(day));
      checkinsSkipped += step.checkins.length - days.length;
      newDays.set(step.sourceKey, days);
    }
    const newEntries = existingId
      ? journey.entries.filter((entry) => !known.entries.has(entry.sourceKey))
      : journey.entries;
    const created = [...newDays.values()].reduce((sum, days) => sum + days.length, 0);
    return {
      journey,
      existingId,
      newSteps,
      overflow: fresh.length - newSteps.length,
      oldSteps,
      newDays,
      newEntries,
      checkins: { create: created, skip: checkinsSkipped },
      entries: {
        create: newEntries.length,
        skip: journey.entries.length - newEntries.length,
      },
    };
  });
}

function resultOf(plan: TrackerPlan, work: JourneyWork[], dryRun: boolean): TrackerImportResult {
  const journeys: TrackerImportJourney[] = work.map((item) => ({
    title: item.journey.title,
    action: item.existingId ? 'update' : 'create',
    unit: item.journey.target?.unit ?? item.journey.unit ?? null,
    steps: item.steps ?? { create: item.newSteps.length, skip: item.oldSteps.length },
    checkins: item.checkins,
    entries: item.entries,
    new_steps: item.newSteps.slice(0, trackerImportLimits.listedSteps).map((step) => step.title),
  }));
  const sum = (pick: (j: TrackerImportJourney) => { create: number; skip: number }) => ({
    create: journeys.reduce((total, j) => total + pick(j).create, 0),
    skip: journeys.reduce((total, j) => total + pick(j).skip, 0),
  });
  const warnings = [...plan.warnings];
  for (const item of work) {
    if (item.binned) {
      warnings.push({ code: 'journeyInBin', name: item.journey.title });
    }
    if (item.overflow > 0) {
      warnings.push({
        code: 'journeyStepsFull',
        name: item.journey.title,
        max: MAX_STEPS_PER_JOURNEY,
        count: item.overflow,
      });
    }
  }
  return {
    dry_run: dryRun,
    source: plan.source,
    journeys,
    totals: {
      journeys: {
        create: journeys.filter((j) => j.action === 'create').length,
        skip: journeys.filter((j) => j.action === 'update').length,
      },
      steps: sum((j) => j.steps),
      checkins: sum((j) => j.checkins),
      entries: sum((j) => j.entries),
    },
    warnings,
  };
}

/** The first day of the journey's history: its start date. */
function firstDay(journey: PlanJourney): string | null {
  const days = [
    ...journey.entries.map((entry) => entry.occurredOn),
    ...journey.steps.flatMap((step) => step.checkins.slice(0, 1)),
    ...journey.steps.flatMap((step) => (step.completedAt ? [step.completedAt.slice(0, 10)] : [])),
  ].sort();
  return days[0] ?? null;
}

const descriptionOf = (journey: PlanJourney) =>
  // Until a journey can carry a unit without a target, the unit is said in words.
  journey.unit && !journey.target
    ? `${journey.description}\n\nAmounts in ${journey.unit}.`.trim().slice(0, 5000)
    : journey.description;

async function makeJourney(tx: AppTransaction, userId: string, item: JourneyWork): Promise<string> {
  const { journey } = item;
  return insertJourney(tx, {
    ownerId: userId,
    projectId: null,
    title: journey.title,
    description: descriptionOf(journey),
    category: journey.category,
    // Imported history stays private until its owner shares it.
    visibility: 'private',
    status: journey.status,
    startDate: firstDay(journey),
    targetDate: null,
    completedAt: null,
    deletedAt: null,
    createdAt: new Date().toISOString(),
    stepCount: item.newSteps.length,
    completedStepCount: item.newSteps.filter((step) => step.completedAt).length,
  });
}

/**
 * Imports another tracker's export into the caller's account: a journey per habit, activity
 * type or list (the parsers in packages/shared/src/data-export/trackers decide), with their
 * steps and dated history. What an earlier import made (import_keys) and still exists gets
 * only what is new; nothing is made twice. A dry run answers the same list and writes nothing.
 * One transaction.
 */
export async function importTracker(
  db: AppDatabase,
  userId: string,
  source: TrackerSource,
  bytes: Uint8Array,
  dryRun: boolean,
): Promise<TrackerImportResult> {
  const plan = readTrackerFile(source, bytes);
  return withUser(db, userId, async (tx) => {
    const known = await knownFor(tx, plan);
    const slots = new Map<string, { next: number; count: number }>();
    for (const id of new Set(known.journeys.values())) slots.set(id, await stepSlots(tx, id));
    const work = workFor(plan, known, new Map([...slots].map(([id, slot]) => [id, slot.count])));
    const result = resultOf(plan, work, dryRun);
    if (dryRun) return result;
    const made = {
      journeys: [] as { key: string; targetId: string }[],
      steps: [] as { key: string; targetId: string }[],
      entries: [] as { key: string; targetId: string }[],
    };
    const checkins: NewCheckin[] = [];
    for (const item of work) {
      const nothing =
        item.newSteps.length === 0 &&
        item.newEntries.length === 0 &&
        [...item.newDays.values()].every((days) => days.length === 0);
      if (item.existingId && nothing) continue;
      const journeyId = item.existingId ?? (await makeJourney(tx, userId, item));
      if (!item.existingId)
        made.journeys.push({ key: item.journey.sourceKey, targetId: journeyId });
      const first = item.existingId ? (slots.get(item.existingId)?.next ?? 0) : 0;
      const stepIds = await insertSteps(
        tx,
        journeyId,
        userId,
        item.newSteps.map((step, index) => ({
          position: first + index,
          title: step.title,
          notes: step.notes,
          dueDate: step.dueDate ?? null,
          completedAt: step.completedAt ?? null,
          scheduleTimes: step.schedule?.times ?? null,
          schedulePer: step.schedule?.per ?? null,
        })),
      );
      const ids = new Map(item.oldSteps.map(({ step, id }) => [step.sourceKey, id]));
      item.newSteps.forEach((step, index) => {
        const id = stepIds[index] ?? '';
        ids.set(step.sourceKey, id);
        made.steps.push({ key: step.sourceKey, targetId: id });
      });
      for (const [key, days] of item.newDays) {
        const stepId = ids.get(key);
        if (stepId) for (const day of days) checkins.push({ stepId, journeyId, occurredOn: day });
      }
      const entryIds = await insertEntries(
        tx,
        userId,
        item.newEntries.map((entry) => ({
          journeyId,
          amount: entry.amount,
          note: entry.note,
          occurredOn: entry.occurredOn,
        })),
      );
      item.newEntries.forEach((entry, index) =>
        made.entries.push({ key: entry.sourceKey, targetId: entryIds[index] ?? '' }),
      );
      if (item.existingId && item.newSteps.length > 0) await recountSteps(tx, journeyId);
    }
    await insertCheckins(tx, userId, checkins);
    await recordKeys(tx, userId, 'journey', made.journeys);
    await recordKeys(tx, userId, 'step', made.steps);
    await recordKeys(tx, userId, 'entry', made.entries);
    return result;
  });
}
