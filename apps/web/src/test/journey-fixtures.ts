import type { Journey, JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { progressPercent } from '@waymark/shared/journeys/progress';

// One made-up journey for the web tests that need its shape, with steps numbered from 0.
export const fixtureJourneyId = '11111111-1111-4111-8111-111111111111';
const ownerId = '22222222-2222-4222-8222-222222222222';
const at = '2026-11-20T10:00:00.000Z';

/** Step `n` (0–9) of the fixture journey, open unless `completedAt` is given. */
export function fixtureStep(
  n: number,
  title = `Step ${n}`,
  completedAt: string | null = null,
): Step {
  return {
    id: `33333333-3333-4333-8333-33333333333${n}`,
    journeyId: fixtureJourneyId,
    position: n,
    title,
    notes: '',
    dueDate: null,
    completedAt,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}

/** The fixture journey's own fields as the API answers them, counted over `steps`. */
export function fixtureJourney(steps: readonly Step[], fields: Partial<Journey> = {}): Journey {
  const completedStepCount = steps.filter((step) => step.completedAt !== null).length;
  return {
    id: fixtureJourneyId,
    ownerId,
    owner: { id: ownerId, username: 'ada', displayName: 'Ada', avatarUrl: null },
    projectId: null,
    title: 'Lisbon',
    description: '',
    category: 'travel',
    visibility: 'private',
    status: 'active',
    coverImageUrl: null,
    startDate: null,
    targetDate: null,
    completedAt: null,
    stepCount: steps.length,
    completedStepCount,
    progress: progressPercent(completedStepCount, steps.length),
    target: null,
    forkedFromId: null,
    canEdit: true,
    version: 1,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

/** The fixture journey with its steps, as its page loads it. */
export function fixtureJourneyDetail(steps: Step[], fields: Partial<Journey> = {}): JourneyDetail {
  return { ...fixtureJourney(steps, fields), steps, project: null };
}
