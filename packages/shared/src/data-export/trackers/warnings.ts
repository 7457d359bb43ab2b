import { z } from 'zod';

/**
 * What a tracker import read but did not bring along, as a code and its figures: the web says
 * it in the person's language (account namespace, settings.legal.trackers.warning.<code>).
 */
export const trackerWarningCodes = [
  'habiticaNoCompletion',
  'habiticaNoDate',
  'habiticaNegativeOnly',
  'habiticaBadDueDate',
  'loopLegacyNumeric',
  'loopTinyValues',
  'loopUnselected',
  'stravaErrorLines',
  'stravaUnreadable',
  'stravaNoDistance',
  'stravaNoTime',
  // Said by the server, which knows the person's journeys.
  'journeyInBin',
  'journeyStepsFull',
] as const;
export type TrackerWarningCode = (typeof trackerWarningCodes)[number];

export const trackerWarningSchema = z.object({
  code: z.enum(trackerWarningCodes),
  /** How many things it is about (history entries, habits, activities, values). */
  count: z.number().int().min(0).optional(),
  /** The habit, activity type or journey it is about, as the tracker or the person names it. */
  name: z.string().optional(),
  /** The unit of a numeric habit's values. */
  unit: z.string().optional(),
  /** The most steps a journey holds. */
  max: z.number().int().optional(),
});
export type TrackerWarning = z.infer<typeof trackerWarningSchema>;
