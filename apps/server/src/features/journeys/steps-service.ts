import { MAX_STEPS_PER_JOURNEY } from '@waymark/shared/journeys/common-contracts';
import type { Journey, StepChangeResult } from '@waymark/shared/journeys/journey-contracts';
import type { Schedule } from '@waymark/shared/journeys/habits/schedule';
import type { Step, StepCreate, StepUpdate } from '@waymark/shared/journeys/step-contracts';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { afterCommit } from '@/db/after-commit';
import { withUser } from '@/db/with-user';
import { recordStepCompleted } from '@/capabilities/activities/service';
import { emitStepCompletedWebhook } from '@/capabilities/webhook-outbox/events';
import { creditStep, takeBackPoints } from '@/capabilities/points/service';
import { invalidField, staleVersion, stepNotFound } from '@/features/journeys/errors';
import { recountJourney } from '@/features/journeys/journey-counters';
import {
  presentStepsWithHabits,
  presentStepWithHabit,
  todayOf,
} from '@/features/journeys/habits/habit-state';
import type { JourneyRecord, StepRecord } from '@/capabilities/journey-cards/presenter';
import { lockForEdit, presentOwn, refusal } from '@/features/journeys/journey-access';
import { lockEditableJourney, updateJourneyRow } from '@/features/journeys/journey-queries';
import {
  closeStepGap,
  countSteps,
  deleteStepsById,
  findStep,
  insertSteps,
  journeyIdOfVisibleStep,
  renumberSteps,
  shiftStepsFrom,
  stepsOf,
  updateStepRow,
} from '@/features/journeys/step-queries';

/** The step columns of a schedule: both set for a recurring step, both null for a one-off. */
function scheduleColumns(schedule: Schedule | null) {
  return { scheduleTimes: schedule?.times ?? null, schedulePer: schedule?.per ?? null };
}

/** The counters and status after a step change, and the journey as its owner sees it. */
async function refreshJourney(
  tx: AppTransaction,
  journey: JourneyRecord,
  actorId: string,
): Promise<Journey> {
  await recountJourney(tx, journey, actorId);
  const refreshed = await presentOwn(tx, journey.id, actorId);
  // Live on the journey's page for whoever has it open (realtime-topics.ts).
  afterCommit(tx, 'journey.progressed', {
    journeyId: refreshed.id,
    status: refreshed.status,
    stepCount: refreshed.stepCount,
    completedStepCount: refreshed.completedStepCount,
    progress: refreshed.progress,
  });
  return refreshed;
}

/**
 * Who holds a ticked step's points: whoever ticked it (steps ticked before shared journeys
 * were their owner's). Only they can give them back: a person's ledger is theirs alone (RLS),
 * so a collaborator's untick of someone else's tick leaves that person's points be.
 */
const earnedBy = (step: StepRecord, journey: JourneyRecord) => step.completedBy ?? journey.ownerId;

/**
 * A step of a journey the caller may change (theirs, or one shared with them as an editor)
 * with its journey locked; a viewer is refused (403), a step the caller cannot see is "not
 * found".
 */
async function lockStep(
  tx: AppTransaction,
  stepId: string,
): Promise<{ step: StepRecord; journey: JourneyRecord }> {
  const journeyId = await journeyIdOfVisibleStep(tx, stepId);
  if (!journeyId) throw stepNotFound();
  const journey = await lockEditableJourney(tx, journeyId);
  if (!journey) {
    const why = await refusal(tx, journeyId);
    throw why.code === 'NOT_FOUND' ? stepNotFound() : why;
  }
  // Read again under the journey's lock: the step may have changed meanwhile.
  const step = await findStep(tx, stepId);
  if (!step) throw stepNotFound();
  return { step, journey };
}

export async function addStep(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  input: StepCreate,
): Promise<StepChangeResult> {
  return withUser(db, userId, async (tx) => {
    const journey = await lockForEdit(tx, journeyId);
    const { total } = await countSteps(tx, journeyId);
    if (total >= MAX_STEPS_PER_JOURNEY) {
      throw invalidField('steps', `A journey has at most ${MAX_STEPS_PER_JOURNEY} steps`);
    }
    const position = Math.min(input.position ?? total, total);
    await shiftStepsFrom(tx, journeyId, position);
    const [step] = await insertSteps(tx, [
      {
        journeyId,
        // The journey's owner, whoever adds it (an editor of a shared journey may).
        ownerId: journey.ownerId,
        position,
        title: input.title,
        notes: input.notes ?? '',
        dueDate: input.dueDate ?? null,
        ...scheduleColumns(input.schedule ?? null),
      },
    ]);
    if (!step) throw new Error('Inserting a step returned no row');
    return {
      step: await presentStepWithHabit(tx, step, userId),
      journey: await refreshJourney(tx, journey, userId),
    };
  });
}

/** PATCH /api/steps/:id, and /complete, /uncomplete (which are `completed` alone). */
export async function updateStep(
  db: AppDatabase,
  userId: string,
  stepId: string,
  input: StepUpdate,
): Promise<StepChangeResult> {
  const { version, completed, schedule, ...fields } = input;
  return withUser(db, userId, async (tx) => {
    const { step, journey } = await lockStep(tx, stepId);
    if (version !== undefined && version !== step.version) throw staleVersion('step');
    const ticking = completed === true && step.completedAt === null;
    const unticking = completed === false && step.completedAt !== null;
    const updated = await updateStepRow(tx, stepId, {
      ...fields,
      ...(schedule !== undefined && scheduleColumns(schedule)),
      ...(ticking && { completedAt: new Date(), completedBy: userId }),
      ...(unticking && { completedAt: null, completedBy: null }),
    });
    if (!updated) throw stepNotFound();
    if (ticking) {
      await recordStepCompleted(tx, userId, journey, { id: stepId, title: updated.title });
      await creditStep(tx, userId, journey, stepId);
    }
    // Undoing a tick takes its points back (and the streak day it started).
    if (unticking && earnedBy(step, journey) === userId) await takeBackPoints(tx, userId, stepId);
    const refreshed =
      ticking || unticking
        ? await refreshJourney(tx, journey, userId)
        : await presentOwn(tx, journey.id, userId);
    if (ticking) {
      await emitStepCompletedWebhook(tx, userId, refreshed, { id: stepId, title: updated.title });
    }
    return { step: await presentStepWithHabit(tx, updated, userId), journey: refreshed };
  });
}

export async function deleteStep(
  db: AppDatabase,
  userId: string,
  stepId: string,
): Promise<{ journey: Journey }> {
  return withUser(db, userId, async (tx) => {
    const { step, journey } = await lockStep(tx, stepId);
    await deleteStepsById(tx, [stepId]);
    // A deleted ticked step keeps no points: else ticking and deleting junk steps would pay.
    if (step.completedAt && earnedBy(step, journey) === userId) {
      await takeBackPoints(tx, userId, stepId);
    }
    await closeStepGap(tx, journey.id, step.position);
    return { journey: await refreshJourney(tx, journey, userId) };
  });
}

/** Every step of the journey in the order given, renumbered 0…n-1 in one statement. */
export async function reorderSteps(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  stepIds: string[],
): Promise<{ steps: Step[] }> {
  return withUser(db, userId, async (tx) => {
    await lockForEdit(tx, journeyId);
    const current = await stepsOf(tx, journeyId);
    const known = new Set(current.map((step) => step.id));
    if (stepIds.length !== current.length || !stepIds.every((id) => known.has(id))) {
      throw invalidField('stepIds', 'List every step of this journey exactly once');
    }
    if (stepIds.length > 0) {
      await renumberSteps(tx, journeyId, stepIds);
      // The order is part of the journey: lists sorted by "updated" see the change.
      await updateJourneyRow(tx, journeyId, { updatedAt: new Date() });
    }
    const steps = await stepsOf(tx, journeyId);
    return { steps: await presentStepsWithHabits(tx, journeyId, steps, await todayOf(tx, userId)) };
  });
}
