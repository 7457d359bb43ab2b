import { z } from 'zod';
import { instant, visibilitySchema } from './common-contracts';

export const activityVerbs = [
  'journey.created',
  'journey.completed',
  'journey.forked',
  'step.completed',
  'project.created',
  /** An amount logged toward a journey's target (issue 34): data { amount, unit, journeyTitle }. */
  'entry.logged',
] as const;
export type ActivityVerb = (typeof activityVerbs)[number];
export const activityObjectTypes = ['journey', 'step', 'project', 'entry'] as const;
export type ActivityObjectType = (typeof activityObjectTypes)[number];

/** One row per meaningful event, written in the transaction of the change itself. */
export const activitySchema = z.object({
  id: z.uuid(),
  actorId: z.uuid(),
  verb: z.enum(activityVerbs),
  objectType: z.enum(activityObjectTypes),
  objectId: z.uuid(),
  /** The journey the event belongs to (for steps and journeys), so visibility can follow it. */
  journeyId: z.uuid().nullable(),
  visibility: visibilitySchema,
  /** Small facts for the timeline without another read, e.g. { title }. */
  data: z.record(z.string(), z.unknown()),
  createdAt: instant,
});
export type Activity = z.infer<typeof activitySchema>;
