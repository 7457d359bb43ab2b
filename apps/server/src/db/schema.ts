import { activities, activityHeads } from '@/db/tables/activities';
import { apiTokens } from '@/db/tables/api-tokens';
import { authSchema } from '@/db/tables/auth';
import { dataExports, importKeys, importMappings } from '@/db/tables/data-exports';
import { billingSchema } from '@/db/tables/billing';
import { chatSchema } from '@/db/tables/chat';
import { communitySchema } from '@/db/tables/community';
import { messagesSchema } from '@/db/tables/messages';
import { engageSchema } from '@/db/tables/engage';
import { factorsSchema } from '@/db/tables/factors';
import { uploads } from '@/db/tables/files';
import { journeyPauses, stepCheckins } from '@/db/tables/habits';
import { journeyCollaborators } from '@/db/tables/journey-collaborators';
import { journeyEntries } from '@/db/tables/journey-entries';
import { journeyDocuments, journeys, journeySteps } from '@/db/tables/journeys';
import {
  leaderboardHistogram,
  leaderboardLedger,
  leaderboardTotals,
} from '@/db/tables/leaderboard';
import { notifications } from '@/db/tables/notifications';
import { insightPreferences } from '@/db/tables/insights';
import { requestIdempotencyKeys } from '@/db/tables/idempotency';
import { userPresence } from '@/db/tables/presence';
import { profiles } from '@/db/tables/profiles';
import { projects } from '@/db/tables/projects';
import { activeSessions } from '@/db/tables/sessions';
import { knownDevices, signInAlerts } from '@/db/tables/sign-in-alerts';
import { userSettings } from '@/db/tables/settings';
import { socialSchema } from '@/db/tables/social';
import { supportTickets } from '@/db/tables/support';
import { webhookDeliveries, webhookEndpoints } from '@/db/tables/webhooks';

export * from '@/db/tables/activities';
export * from '@/db/tables/api-tokens';
export * from '@/db/tables/auth';
export * from '@/db/tables/data-exports';
export * from '@/db/tables/billing';
export * from '@/db/tables/chat';
export * from '@/db/tables/community';
export * from '@/db/tables/messages';
export * from '@/db/tables/engage';
export * from '@/db/tables/factors';
export * from '@/db/tables/files';
export * from '@/db/tables/habits';
export * from '@/db/tables/journey-collaborators';
export * from '@/db/tables/journeys';
export * from '@/db/tables/journey-entries';
export * from '@/db/tables/leaderboard';
export * from '@/db/tables/insights';
export * from '@/db/tables/notifications';
export * from '@/db/tables/idempotency';
export * from '@/db/tables/presence';
export * from '@/db/tables/profiles';
export * from '@/db/tables/projects';
export * from '@/db/tables/sessions';
export * from '@/db/tables/sign-in-alerts';
export * from '@/db/tables/settings';
export * from '@/db/tables/social';
export * from '@/db/tables/support';
export * from '@/db/tables/webhooks';

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
  journeyEntries,
  journeyDocuments,
  stepCheckins,
  journeyPauses,
  journeyCollaborators,
  activities,
  activityHeads,
  leaderboardLedger,
  leaderboardTotals,
  leaderboardHistogram,
  apiTokens,
  ...engageSchema,
  notifications,
  ...socialSchema,
  ...chatSchema,
  ...messagesSchema,
  ...communitySchema,
  insightPreferences,
  requestIdempotencyKeys,
  knownDevices,
  signInAlerts,
  webhookEndpoints,
  webhookDeliveries,
  dataExports,
  importMappings,
  importKeys,
  userPresence,
};
export type Schema = typeof schema;
