import { z } from 'zod';
import { userText } from '../text';
import { localDate } from './dates';
import { calendarDateSchema, idSchema, instant, pageSchema, type Page } from './common-contracts';

/**
 * Targets and entries (issue 34, item 1): a journey may aim at an amount (`target: { value,
 * unit }`: 100 km, 24 books, 5000 $) and people log entries toward it. Amounts and target
 * values are numbers with at most two decimals (stored as numeric(14, 2)); the journey's
 * answer carries `target: { value, unit, logged }`, `logged` being the sum of its entries.
 */

export const TARGET_UNIT_MAX = 20;
export const ENTRY_NOTE_MAX = 500;
/** Large enough for any savings goal, small enough that a sum of entries stays exact. */
export const TARGET_VALUE_MAX = 1_000_000_000;

/** Two decimals, as the database keeps them; 0.004 becomes 0 and is then refused. */
const toCents = (value: number) => Math.round(value * 100) / 100;

/** A positive amount of at most two decimals (rounded to them), with the field's messages. */
function positiveAmount(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, { error: `${label} must be a number` })
    .refine((value) => value > 0, { error: `${label} must be more than 0` })
    .refine((value) => value <= TARGET_VALUE_MAX, {
      error: `${label} must be at most ${TARGET_VALUE_MAX.toLocaleString('en')}`,
    })
    .transform(toCents)
    .refine((value) => value > 0, { error: `${label} must be at least 0.01` });
}

export const targetUnitSchema = userText({ error: 'Unit is required' })
  .trim()
  .min(1, { error: 'Unit is required' })
  .max(TARGET_UNIT_MAX, { error: `Unit must be at most ${TARGET_UNIT_MAX} characters` });

/** What a journey's create and update accept: `target: { value, unit }`, or null for none. */
export const targetInputSchema = z.strictObject(
  { value: positiveAmount('Target'), unit: targetUnitSchema },
  { error: 'Target is { value, unit } or null' },
);
export type TargetInput = z.input<typeof targetInputSchema>;

/** A journey's target as it answers: how much, of what, and how much is logged so far. */
export const journeyTargetSchema = z.object({
  value: z.number().positive(),
  unit: z.string(),
  logged: z.number().nonnegative(),
});
export type JourneyTarget = z.infer<typeof journeyTargetSchema>;

/**
 * The latest day anywhere on Earth (UTC+14): an entry dated after it is in everyone's
 * future. The server also holds the date to the person's own time zone where they set one.
 */
export function latestCalendarDate(now: Date | number = Date.now()): string {
  return localDate(new Date(now).valueOf() + 14 * 3_600_000, 'UTC');
}

export const entryFutureMessage = 'The date cannot be in the future';

/** POST /api/journeys/:id/entries. `occurredOn` defaults to the person's today. */
export const entryCreateSchema = z.strictObject({
  amount: positiveAmount('Amount'),
  note: userText({ error: 'Note must be text' })
    .trim()
    .max(ENTRY_NOTE_MAX, { error: `Note must be at most ${ENTRY_NOTE_MAX} characters` })
    .optional(),
  occurredOn: calendarDateSchema
    .refine((date) => date <= latestCalendarDate(), { error: entryFutureMessage })
    .optional(),
});
export type EntryCreate = z.input<typeof entryCreateSchema>;

export const entryAuthorSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

export const journeyEntrySchema = z.object({
  id: z.uuid(),
  journeyId: z.uuid(),
  amount: z.number().positive(),
  note: z.string(),
  occurredOn: z.string(),
  createdAt: instant,
  /** Name, username and picture as the viewer may see them (nameless when hidden). */
  author: entryAuthorSchema,
  /** The author and the journey's owner may delete an entry. */
  canDelete: z.boolean(),
});
export type JourneyEntry = z.infer<typeof journeyEntrySchema>;

/** GET /api/journeys/:id/entries: newest day first, then newest logged. */
export const journeyEntryPageSchema = pageSchema(journeyEntrySchema);
export type JourneyEntryPage = Page<JourneyEntry>;

export const entryParamsSchema = z.object({ id: idSchema, entryId: idSchema });
