import { z } from 'zod';
import { journeyCategorySchema, journeyStatusSchema } from './common-contracts';
import { journeySchema } from './journey-contracts';
import { stepSchema } from './step-contracts';

export const dueStepSchema = z.object({
  step: stepSchema,
  journey: z.object({ id: z.uuid(), title: z.string() }),
  /** Due before today in the person's time zone. */
  overdue: z.boolean(),
});
export type DueStep = z.infer<typeof dueStepSchema>;

/**
 * GET /api/dashboard (signed in). Days and weeks are counted in the person's time zone
 * (settings; UTC when automatic). dueSoon: open steps due within DUE_SOON_DAYS, overdue ones
 * included, soonest first, at most 20. weeklyCompleted: DASHBOARD_WEEKS weeks (Monday
 * starts), oldest first, this week last.
 */
export const dashboardSchema = z.object({
  timeZone: z.string(),
  today: z.string(),
  activeJourneys: z.array(journeySchema),
  dueSoon: z.array(dueStepSchema),
  streak: z.object({
    current: z.number().int().nonnegative(),
    longest: z.number().int().nonnegative(),
    lastActiveOn: z.string().nullable(),
  }),
  weeklyCompleted: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  journeysByStatus: z.record(journeyStatusSchema, z.number().int()),
  journeysByCategory: z.record(journeyCategorySchema, z.number().int()),
  totals: z.object({
    journeys: z.number().int(),
    projects: z.number().int(),
    completedSteps: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
