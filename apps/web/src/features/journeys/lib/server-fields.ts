import type { JourneyFormValues } from '@/features/journeys/lib/journey-form';

/** Fields a 400 from the journeys API can name, which the form shows the error on. */
export const journeyServerFields = [
  'title',
  'description',
  'startDate',
  'targetDate',
] as const satisfies readonly (keyof JourneyFormValues)[];
