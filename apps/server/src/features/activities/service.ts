import type { ActivityObjectType, ActivityVerb } from '@waymark/shared/journeys/activity-contracts';
import type { Visibility } from '@waymark/shared/journeys/common-contracts';
import type { AppTransaction } from '@/db/client';
import { activities } from '@/db/tables/activities';

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
