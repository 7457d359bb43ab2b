import {
  journeyDetailSchema,
  type JourneyCreate,
} from '@waymark/shared/journeys/journey-contracts';
import type { AppDatabase } from '@/db/client';
import { journeySteps, journeys } from '@/db/tables/journeys';
import type { TestUser } from '../accounts';
import type { ApiClient } from '../api-client';
import { nextSequence } from './sequence';

export type NewJourney = typeof journeys.$inferInsert;
export type NewJourneyStep = typeof journeySteps.$inferInsert;
type StepOverrides = Omit<Partial<NewJourneyStep>, 'journeyId' | 'ownerId' | 'position'>;

/**
 * Inserts a journey of `ownerId` (a profile) with its `steps` in order, as the test superuser
 * (row-level security does not apply); step_count and completed_step_count match the steps,
 * as the step writes of the API keep them. Default: a private planned journey, no steps.
 */
export async function createJourney(
  db: AppDatabase,
  {
    steps = [],
    ...overrides
  }: Partial<NewJourney> & { ownerId: string; steps?: (string | StepOverrides)[] },
) {
  const stepRows = steps.map((step, position) => ({
    title: `Step ${position + 1}`,
    ...(typeof step === 'string' ? { title: step } : step),
    position,
  }));
  const [journey] = await db
    .insert(journeys)
    .values({
      title: `Journey ${nextSequence()}`,
      stepCount: stepRows.length,
      completedStepCount: stepRows.filter((step) => step.completedAt).length,
      ...overrides,
    })
    .returning();
  if (!journey) throw new Error('createJourney inserted nothing');
  const inserted = stepRows.length
    ? await db
        .insert(journeySteps)
        .values(
          stepRows.map((step) => ({ ...step, journeyId: journey.id, ownerId: journey.ownerId })),
        )
        .returning()
    : [];
  return { ...journey, steps: inserted };
}

/**
 * Creates a journey through POST /api/journeys as `owner`, for tests of the API: the body
 * is the request's (steps inline), with a unique title unless given. Answers the detail.
 */
export function postJourney(api: ApiClient, owner: TestUser, body: Partial<JourneyCreate> = {}) {
  return api.expectOk(journeyDetailSchema, 201, owner, 'POST', '/api/journeys', {
    title: `Journey ${nextSequence()}`,
    ...body,
  });
}
