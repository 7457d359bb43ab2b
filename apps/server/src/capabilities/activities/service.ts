import { z } from 'zod';
import type { ActivityObjectType, ActivityVerb } from '@waymark/shared/journeys/activity-contracts';
import type { Visibility } from '@waymark/shared/journeys/common-contracts';
import { afterCommit } from '@/db/after-commit';
import type { AppTransaction } from '@/db/client';
import { activities } from '@/db/tables/activities';
import { findOpenStepGroup, growStepGroup } from '@/capabilities/activities/queries';

export interface ActivityInput {
  actorId: string;
  verb: ActivityVerb;
  objectType: ActivityObjectType;
  objectId: string;
  journeyId?: string | null;
  visibility: Visibility;
  data?: Record<string, unknown>;
}

/** Records an event inside the caller's transaction: it exists exactly when the change does. */
export async function recordActivity(tx: AppTransaction, input: ActivityInput): Promise<void> {
  await tx.insert(activities).values({
    actorId: input.actorId,
    verb: input.verb,
    objectType: input.objectType,
    objectId: input.objectId,
    journeyId: input.journeyId ?? null,
    visibility: input.visibility,
    data: input.data ?? {},
  });
  // Live "N new" on followers' timelines, once this commits (timeline/realtime-topics.ts).
  afterCommit(tx, 'activity.recorded', { actorId: input.actorId, visibility: input.visibility });
}

/** What an event about a whole journey needs to know of it, as it is after the change. */
export interface JourneyFacts {
  id: string;
  title: string;
  visibility: string;
}

/** A journey was created, forked or completed: one activity row about the journey itself. */
export function recordJourneyEvent(
  tx: AppTransaction,
  actorId: string,
  verb: Extract<ActivityVerb, `journey.${string}`>,
  journey: JourneyFacts,
  data: Record<string, unknown> = {},
): Promise<void> {
  return recordActivity(tx, {
    actorId,
    verb,
    objectType: 'journey',
    objectId: journey.id,
    journeyId: journey.id,
    visibility: journey.visibility as Visibility,
    data: { title: journey.title, ...data },
  });
}

/** Steps completed on one journey within this long of the last one make one event. */
export const STEP_GROUP_WINDOW_MS = 3 * 60 * 60 * 1000;
/** How many step titles a grouped event keeps (newest first) to name them on the card. */
const STEP_TITLES_KEPT = 3;

const stepGroupDataSchema = z.object({
  count: z.number().int().positive().catch(1),
  stepTitles: z.array(z.string()).catch([]),
  stepIds: z.array(z.string()).catch([]),
});

/**
 * A step was completed: "Ada completed 3 steps of Learn Spanish" rather than three cards.
 * Joins the actor's step event on this journey from the last few hours, else starts one.
 */
export async function recordStepCompleted(
  tx: AppTransaction,
  actorId: string,
  journey: JourneyFacts,
  step: { id: string; title: string },
): Promise<void> {
  const since = new Date(Date.now() - STEP_GROUP_WINDOW_MS);
  const open = await findOpenStepGroup(tx, actorId, journey.id, since);
  if (open) {
    const previous = stepGroupDataSchema.parse(open.data);
    await growStepGroup(tx, open.id, journey.visibility, {
      ...(open.data as Record<string, unknown>),
      title: step.title,
      journeyTitle: journey.title,
      count: previous.count + 1,
      stepTitles: [step.title, ...previous.stepTitles].slice(0, STEP_TITLES_KEPT),
      // The steps whose pictures the card shows (issue 33), newest first like the titles.
      stepIds: [step.id, ...previous.stepIds].slice(0, STEP_TITLES_KEPT),
    });
    afterCommit(tx, 'activity.recorded', {
      actorId,
      visibility: journey.visibility as Visibility,
    });
    return;
  }
  await recordActivity(tx, {
    actorId,
    verb: 'step.completed',
    objectType: 'step',
    objectId: step.id,
    journeyId: journey.id,
    visibility: journey.visibility as Visibility,
    data: {
      title: step.title,
      journeyTitle: journey.title,
      count: 1,
      stepTitles: [step.title],
      stepIds: [step.id],
    },
  });
}

/**
 * An amount was logged toward a journey's target: "Ada logged 12.5 km toward Run 100 km", one
 * event per entry, shared as the journey is. The event goes when the entry does (the
 * activities policy asks for the entry).
 */
export function recordEntryLogged(
  tx: AppTransaction,
  actorId: string,
  journey: JourneyFacts,
  entry: { id: string; amount: number; unit: string | null },
): Promise<void> {
  return recordActivity(tx, {
    actorId,
    verb: 'entry.logged',
    objectType: 'entry',
    objectId: entry.id,
    journeyId: journey.id,
    visibility: journey.visibility as Visibility,
    data: { journeyTitle: journey.title, amount: entry.amount, unit: entry.unit },
  });
}
