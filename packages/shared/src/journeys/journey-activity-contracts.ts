import { z } from 'zod';
import { instant } from './common-contracts';
import { journeyOwnerSchema } from './journey-contracts';

/** The most events GET /api/journeys/:id/activity answers: the latest ones. */
export const JOURNEY_ACTIVITY_LIMIT = 30;

/**
 * One moment of a journey's life, derived from what the journey keeps: when it was created
 * (or forked from another one), when each of its ticked steps was done, when it was completed,
 * and who forked it (only the forks the viewer may see).
 */
export const journeyActivityItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('created'), at: instant }),
  z.object({
    kind: z.literal('forkedFrom'),
    at: instant,
    /** The journey it came from, or null when the viewer may no longer see it. */
    source: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  }),
  z.object({
    kind: z.literal('stepCompleted'),
    at: instant,
    stepId: z.uuid(),
    title: z.string(),
    /** Who ticked it (the owner or an editor of a shared journey); absent when not known. */
    by: journeyOwnerSchema.optional(),
  }),
  z.object({ kind: z.literal('completed'), at: instant }),
  z.object({ kind: z.literal('forked'), at: instant, journeyId: z.uuid(), by: journeyOwnerSchema }),
]);
export type JourneyActivityItem = z.infer<typeof journeyActivityItemSchema>;

/** GET /api/journeys/:id/activity: oldest first, at most JOURNEY_ACTIVITY_LIMIT. */
export const journeyActivitySchema = z.object({ items: z.array(journeyActivityItemSchema) });
export type JourneyActivity = z.infer<typeof journeyActivitySchema>;
