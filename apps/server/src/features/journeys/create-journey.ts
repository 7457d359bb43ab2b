import type { JourneyCreate, JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import type { NewStep } from '@waymark/shared/journeys/step-contracts';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { recordJourneyEvent } from '@/capabilities/activities/service';
import { detailOf, readJourney } from '@/features/journeys/journey-access';
import { defaultVisibility, insertJourney } from '@/features/journeys/journey-queries';
import type { NewStepRow } from '@/features/journeys/step-queries';
import { insertSteps } from '@/features/journeys/step-queries';
import { assertOwnProject } from '@/capabilities/project-lookup/service';
import { emitJourneyWebhook } from '@/capabilities/webhook-outbox/events';
import { targetColumns } from '@/features/journeys/entries/target-columns';

/** New steps of a journey, numbered 0…n-1 in the order given, unticked. */
export function newStepRows(
  journeyId: string,
  ownerId: string,
  steps: readonly NewStep[],
): NewStepRow[] {
  return steps.map((step, position) => ({
    journeyId,
    ownerId,
    position,
    title: step.title,
    notes: step.notes ?? '',
    dueDate: step.dueDate ?? null,
  }));
}

export async function createJourney(
  db: AppDatabase,
  userId: string,
  input: JourneyCreate,
): Promise<JourneyDetail> {
  return withUser(db, userId, async (tx) => {
    if (input.projectId) await assertOwnProject(tx, input.projectId, userId);
    const steps = input.steps ?? [];
    const journey = await insertJourney(tx, {
      ownerId: userId,
      title: input.title,
      description: input.description ?? '',
      category: input.category ?? 'other',
      visibility: input.visibility ?? (await defaultVisibility(tx, userId)),
      status: input.status ?? 'planned',
      projectId: input.projectId ?? null,
      startDate: input.startDate ?? null,
      targetDate: input.targetDate ?? null,
      ...targetColumns(input.target ?? null),
      stepCount: steps.length,
      completedAt: input.status === 'completed' ? new Date() : null,
    });
    await insertSteps(tx, newStepRows(journey.id, userId, steps));
    await recordJourneyEvent(tx, userId, 'journey.created', journey);
    await emitJourneyWebhook(tx, userId, 'journey.created', journey);
    return detailOf(tx, await readJourney(tx, journey.id), userId);
  });
}
