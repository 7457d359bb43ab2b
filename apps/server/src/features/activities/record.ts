import type {
  ActivityObjectType,
  ActivityVerb,
  Visibility,
} from '@waymark/shared/journeys/contracts';
import type { AppTransaction } from '@/db/client';
import { activities } from '@/features/activities/schema';

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
