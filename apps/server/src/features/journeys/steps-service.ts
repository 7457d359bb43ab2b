import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import {
  MAX_STEPS_PER_JOURNEY,
  type Journey,
  type Step,
  type StepChangeResult,
  type StepCreate,
  type StepUpdate,
  type Visibility,
} from '@waymark/shared/journeys/contracts';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { recordActivity } from '@/features/activities/record';
import {
  invalidField,
  journeyNotFound,
  staleVersion,
  stepNotFound,
} from '@/features/journeys/errors';
import { recountJourney } from '@/features/journeys/journey-counters';
import { presentStep, type JourneyRecord, type StepRecord } from '@/features/journeys/presenter';
import { countSteps, lockOwnJourney, stepsOf } from '@/features/journeys/queries';
import { journeys, journeySteps } from '@/features/journeys/schema';
import { presentOwn } from '@/features/journeys/service';

/** The counters and status after a step change, and the journey as its owner sees it. */
async function refreshJourney(
  tx: AppTransaction,
  journey: JourneyRecord,
  actorId: string,
): Promise<Journey> {
  await recountJourney(tx, journey, actorId);
  return presentOwn(tx, journey.id, actorId);
}

/** A step of the caller's with its journey locked; someone else's step is "not found". */
async function lockStep(
  tx: AppTransaction,
  stepId: string,
  userId: string,
): Promise<{ step: StepRecord; journey: JourneyRecord }> {
  const [found] = await tx
    .select({ journeyId: journeySteps.journeyId })
    .from(journeySteps)
    .where(and(eq(journeySteps.id, stepId), eq(journeySteps.ownerId, userId)));
  if (!found) throw stepNotFound();
  const journey = await lockOwnJourney(tx, found.journeyId, userId);
  if (!journey) throw stepNotFound();
  // Read again under the journey's lock: the step may have changed meanwhile.
  const [step] = await tx.select().from(journeySteps).where(eq(journeySteps.id, stepId));
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
    const journey = await lockOwnJourney(tx, journeyId, userId);
    if (!journey) throw journeyNotFound();
    const { total } = await countSteps(tx, journeyId);
    if (total >= MAX_STEPS_PER_JOURNEY) {
      throw invalidField('steps', `A journey has at most ${MAX_STEPS_PER_JOURNEY} steps`);
    }
    const position = Math.min(input.position ?? total, total);
    // One statement: the deferrable unique (journey_id, position) is checked at its end.
    await tx
      .update(journeySteps)
      .set({ position: sql`${journeySteps.position} + 1` })
      .where(and(eq(journeySteps.journeyId, journeyId), gte(journeySteps.position, position)));
    const [step] = await tx
      .insert(journeySteps)
      .values({
        journeyId,
        ownerId: userId,
        position,
        title: input.title,
        notes: input.notes ?? '',
        dueDate: input.dueDate ?? null,
      })
      .returning();
    if (!step) throw new Error('Inserting a step returned no row');
    return { step: presentStep(step), journey: await refreshJourney(tx, journey, userId) };
  });
}

/** PATCH /api/steps/:id, and /complete, /uncomplete (which are `completed` alone). */
export async function updateStep(
  db: AppDatabase,
  userId: string,
  stepId: string,
  input: StepUpdate,
): Promise<StepChangeResult> {
  const { version, completed, ...fields } = input;
  return withUser(db, userId, async (tx) => {
    const { step, journey } = await lockStep(tx, stepId, userId);
    if (version !== undefined && version !== step.version) throw staleVersion('step');
    const ticking = completed === true && step.completedAt === null;
    const unticking = completed === false && step.completedAt !== null;
    const [updated] = await tx
      .update(journeySteps)
      .set({
        ...fields,
        ...(ticking && { completedAt: new Date() }),
        ...(unticking && { completedAt: null }),
        version: sql`${journeySteps.version} + 1`,
      })
      .where(eq(journeySteps.id, stepId))
      .returning();
    if (!updated) throw stepNotFound();
    if (ticking) {
      await recordActivity(tx, {
        actorId: userId,
        verb: 'step.completed',
        objectType: 'step',
        objectId: stepId,
        journeyId: journey.id,
        visibility: journey.visibility as Visibility,
        data: { title: updated.title, journeyTitle: journey.title },
      });
    }
    const refreshed =
      ticking || unticking
        ? await refreshJourney(tx, journey, userId)
        : await presentOwn(tx, journey.id, userId);
    return { step: presentStep(updated), journey: refreshed };
  });
}

export async function deleteStep(
  db: AppDatabase,
  userId: string,
  stepId: string,
): Promise<{ journey: Journey }> {
  return withUser(db, userId, async (tx) => {
    const { step, journey } = await lockStep(tx, stepId, userId);
    await tx.delete(journeySteps).where(eq(journeySteps.id, stepId));
    await tx
      .update(journeySteps)
      .set({ position: sql`${journeySteps.position} - 1` })
      .where(and(eq(journeySteps.journeyId, journey.id), gt(journeySteps.position, step.position)));
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
    const journey = await lockOwnJourney(tx, journeyId, userId);
    if (!journey) throw journeyNotFound();
    const current = await stepsOf(tx, journeyId);
    const known = new Set(current.map((step) => step.id));
    if (stepIds.length !== current.length || !stepIds.every((id) => known.has(id))) {
      throw invalidField('stepIds', 'List every step of this journey exactly once');
    }
    if (stepIds.length > 0) {
      const ids = sql.join(
        stepIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      await tx.execute(sql`
        update journey_steps s set position = o.ordinality - 1
        from unnest(array[${ids}]) with ordinality as o(id, ordinality)
        where s.id = o.id and s.journey_id = ${journeyId}::uuid`);
      // The order is part of the journey: lists sorted by "updated" see the change.
      await tx.update(journeys).set({ updatedAt: new Date() }).where(eq(journeys.id, journeyId));
    }
    const steps = await tx
      .select()
      .from(journeySteps)
      .where(eq(journeySteps.journeyId, journeyId))
      .orderBy(asc(journeySteps.position));
    return { steps: steps.map(presentStep) };
  });
}
