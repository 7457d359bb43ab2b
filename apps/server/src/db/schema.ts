import { activities } from '@/features/activities/schema';
import { authSchema } from '@/features/auth/schema';
import { billingSchema } from '@/features/billing/schema';
import { factorsSchema } from '@/features/factors/schema';
import { uploads } from '@/features/files/schema';
import { journeyDocuments, journeys, journeySteps } from '@/features/journeys/schema';
import { profiles } from '@/features/profiles/schema';
import { projects } from '@/features/projects/schema';
import { activeSessions } from '@/features/sessions/schema';
import { userSettings } from '@/features/settings/schema';
import { socialSchema } from '@/features/social/schema';
import { supportTickets } from '@/features/support/schema';

export * from '@/features/activities/schema';
export * from '@/features/auth/schema';
export * from '@/features/billing/schema';
export * from '@/features/factors/schema';
export * from '@/features/files/schema';
export * from '@/features/journeys/schema';
export * from '@/features/profiles/schema';
export * from '@/features/projects/schema';
export * from '@/features/sessions/schema';
export * from '@/features/settings/schema';
export * from '@/features/social/schema';
export * from '@/features/support/schema';

export const schema = {
  ...authSchema,
  ...factorsSchema,
  ...billingSchema,
  profiles,
  activeSessions,
  uploads,
  userSettings,
  supportTickets,
  projects,
  journeys,
  journeySteps,
  journeyDocuments,
  activities,
  ...socialSchema,
};
export type Schema = typeof schema;
