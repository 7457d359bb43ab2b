import { z } from 'zod';
import { journeyStatusSchema } from '../journeys/common-contracts';

/**
 * What the server publishes outside chat, by event name; clients parse `data` with these.
 *
 * - `user:<id>`: `notification.created` / `.read` / `.deleted` with the unread count after
 *   the change; `timeline.activity`, a hint that someone followed did something (the client
 *   asks the timeline's usual endpoint, which applies every visibility rule).
 * - `journey:<id>`: `journey.progress` after a step is ticked, unticked, added or deleted.
 */
export const notificationCountEventSchema = z.object({ unreadCount: z.number().int().min(0) });

export const timelineActivityEventSchema = z.object({ actorId: z.uuid() });

export const journeyProgressEventSchema = z.object({
  journeyId: z.uuid(),
  status: journeyStatusSchema,
  stepCount: z.number().int().min(0),
  completedStepCount: z.number().int().min(0),
  progress: z.number().int().min(0).max(100),
});

export const notificationEvents = [
  'notification.created',
  'notification.read',
  'notification.deleted',
] as const;
