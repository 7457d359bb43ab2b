import { z } from 'zod';
import { journeyCategorySchema } from '../journeys/common-contracts';

/** Paths of the insights API (issue 19); every route answers 402 SUBSCRIPTION_REQUIRED without Pro. */
export const insightsApi = {
  overview: '/api/insights',
  journey: (id: string) => `/api/insights/journeys/${encodeURIComponent(id)}`,
  preferences: '/api/insights/preferences',
} as const;

/** How long without a completed step makes a live journey "at risk". */
export const AT_RISK_DAYS = 14;
/** Weeks of the steps-per-week chart. */
export const INSIGHTS_WEEKS = 26;
/** Days of the heatmap: a year ending today. */
export const HEATMAP_DAYS = 365;

const forecastVerdictSchema = z.enum([
  'done',
  'noSteps',
  'stalled',
  'noTarget',
  'onTrack',
  'behind',
  'overdue',
]);

export const forecastSchema = z.object({
  verdict: forecastVerdictSchema,
  perWeek: z.number(),
  /** Steps left, or (with a target) what is left of it in its unit. */
  remaining: z.number().nonnegative(),
  expected: z.string().nullable(),
  earliest: z.string().nullable(),
  latest: z.string().nullable(),
  daysLate: z.number().int().nullable(),
  extraPerWeek: z.number().int().nullable(),
});

const countByDay = z.object({ date: z.string(), count: z.number().int().nonnegative() });

/** A journey as the insights lists show it, with its forecast. */
export const journeyInsightSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  category: journeyCategorySchema,
  stepCount: z.number().int(),
  completedStepCount: z.number().int(),
  targetDate: z.string().nullable(),
  overdueSteps: z.number().int(),
  /** The local day of the last completed step, or null. */
  lastProgressOn: z.string().nullable(),
  /**
   * A measurable target ("100 km") and the sum logged toward it: then the forecast and
   * lastProgressOn follow the entries, not the steps (issue 34). Null without one.
   */
  target: z.object({ value: z.number(), unit: z.string(), logged: z.number() }).nullable(),
  forecast: forecastSchema,
});
export type JourneyInsight = z.infer<typeof journeyInsightSchema>;

/**
 * GET /api/insights. Days, weeks, weekdays and hours are the person's (settings time zone,
 * UTC when automatic). heatmap: days with at least one completed step over HEATMAP_DAYS;
 * weekly: INSIGHTS_WEEKS Monday weeks, oldest first; weekdays: Monday first (7); hours: 0–23.
 */
/** How many of a habit's latest periods insights draw (the current one last). */
export const HABIT_PERIODS_SHOWN = 12;

/** One recurring step's streak (journeys/habits/streak.ts) with its latest periods marked. */
export const habitInsightSchema = z.object({
  stepId: z.uuid(),
  journeyId: z.uuid(),
  journeyTitle: z.string(),
  title: z.string(),
  schedule: z.object({ times: z.number().int(), per: z.enum(['day', 'week', 'month']) }),
  current: z.number().int().nonnegative(),
  best: z.number().int().nonnegative(),
  freezes: z.number().int().nonnegative(),
  periods: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      count: z.number().int().nonnegative(),
      required: z.number().int().nonnegative(),
      mark: z.enum(['met', 'missed', 'paused', 'frozen', 'open']),
    }),
  ),
});
export type HabitInsight = z.infer<typeof habitInsightSchema>;

export const insightsOverviewSchema = z.object({
  timeZone: z.string(),
  today: z.string(),
  streak: z.object({
    current: z.number().int().nonnegative(),
    longest: z.number().int().nonnegative(),
    lastActiveOn: z.string().nullable(),
  }),
  heatmap: z.array(countByDay),
  weekly: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  categories: z.array(
    z.object({
      category: journeyCategorySchema,
      steps: z.number().int(),
      completed: z.number().int(),
      /** completed / steps in whole percent. */
      rate: z.number().int(),
    }),
  ),
  weekdays: z.array(z.number().int()).length(7),
  hours: z.array(z.number().int()).length(24),
  journeys: z.array(journeyInsightSchema),
  atRisk: z.array(journeyInsightSchema),
  week: z.object({
    weekStart: z.string(),
    completed: z.number().int(),
    previous: z.number().int(),
    activeDays: z.number().int(),
    journeysMoved: z.number().int(),
  }),
  /** Recurring steps of live journeys (issue 34), with pauses and freezes marked. */
  habits: z.array(habitInsightSchema).optional(),
});
export type InsightsOverview = z.infer<typeof insightsOverviewSchema>;

/** GET /api/insights/journeys/:id: progress over time (cumulative completed steps per day). */
export const journeyInsightDetailSchema = z.object({
  journey: journeyInsightSchema,
  progress: z.array(z.object({ date: z.string(), completed: z.number().int() })),
  overdue: z.array(z.object({ id: z.uuid(), title: z.string(), dueDate: z.string() })),
});
export type JourneyInsightDetail = z.infer<typeof journeyInsightDetailSchema>;

/** The weekly summary mail is opt-in. */
export const insightPreferencesSchema = z.object({ weeklyEmail: z.boolean() });
export type InsightPreferences = z.infer<typeof insightPreferencesSchema>;
export const insightPreferencesUpdateSchema = z.strictObject({
  weeklyEmail: z.boolean({ error: 'weeklyEmail must be true or false' }),
});
