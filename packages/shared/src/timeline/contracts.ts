import { z } from 'zod';
import { activityVerbs } from '../journeys/activity-contracts';
import {
  idSchema,
  instant,
  journeyCategorySchema,
  journeyStatusSchema,
  type Page,
  pageSchema,
  paginationQuerySchema,
  projectColorSchema,
} from '../journeys/common-contracts';
import { cheersSchema } from '../engage/contracts';
import { profileCardSchema } from '../social/contracts';
import { feedPictureSchema } from './pictures';

/**
 * The timeline (issue 16): strictly chronological events, newest first, paged by keyset
 * cursor with no limit on how far back. Tabs: `following` (the people I follow and me),
 * `mine`, `everyone` (public events of anyone; the only tab for signed-out visitors).
 * Which events a viewer may see is decided by the database (drizzle/policies/activities.sql).
 */
export const timelineTabs = ['following', 'mine', 'everyone'] as const;
export type TimelineTab = (typeof timelineTabs)[number];

export const timelineQuerySchema = paginationQuerySchema.extend({
  tab: z
    .enum(timelineTabs, { error: `tab must be one of ${timelineTabs.join(', ')}` })
    .default('following'),
  kind: z
    .enum(activityVerbs, { error: `kind must be one of ${activityVerbs.join(', ')}` })
    .optional(),
  category: journeyCategorySchema.optional(),
});
export type TimelineQuery = z.input<typeof timelineQuerySchema>;

export const timelineJourneySchema = z.object({
  id: idSchema,
  title: z.string(),
  category: journeyCategorySchema,
  status: journeyStatusSchema,
  progress: z.number().int().min(0).max(100),
});

export const timelineProjectSchema = z.object({
  id: idSchema,
  title: z.string(),
  icon: z.string(),
  color: projectColorSchema,
});

export const timelineItemSchema = z.object({
  id: idSchema,
  verb: z.enum(activityVerbs),
  createdAt: instant,
  actor: profileCardSchema,
  /** step.completed: how many steps this event groups, and the newest few of their titles. */
  stepCount: z.number().int().min(1),
  stepTitles: z.array(z.string()),
  /**
   * entry.logged: the amount logged and the target's unit when it was logged ("12.5 km");
   * null for every other kind.
   */
  entry: z.object({ amount: z.number().positive(), unit: z.string().nullable() }).nullable(),
  /** The journey the event is about (journey and step events). */
  journey: timelineJourneySchema.nullable(),
  /** The project the event is about (project.created). */
  project: timelineProjectSchema.nullable(),
  /** Cheers and comments the viewer may see (issue 16). */
  cheers: cheersSchema,
  commentCount: z.number().int().min(0),
  /**
   * The journey's cover, then the pictures of the completed steps (issue 33); empty when there
   * are none. Present only on cards the viewer may see, like the journey itself.
   */
  pictures: z.array(feedPictureSchema),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

export const timelinePageSchema = pageSchema(timelineItemSchema);
export type TimelinePage = Page<TimelineItem>;
