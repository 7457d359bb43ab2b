import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '@/config';
import { AppError } from '@/errors';
import { openApi } from '@/features/api-access/openapi';
import { apiTokenRoutes } from '@/features/api-access/routes';
import { authRoutes } from '@/features/auth/routes';
import { billingRoutes } from '@/features/billing/routes';
import { blogRoutes } from '@/features/blog/routes';
import { chatRoutes } from '@/features/chat/routes';
import { communityRoutes } from '@/features/community/routes';
import { discoverRoutes } from '@/features/discover/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { engageRoutes } from '@/features/engage/routes';
import { fileRoutes } from '@/features/files/routes';
import { healthRoutes } from '@/features/health/routes';
import { insightsRoutes } from '@/features/insights/routes';
import { journeyRoutes } from '@/features/journeys/routes';
import { meRoutes } from '@/features/me/routes';
import { notificationRoutes } from '@/features/notifications/routes';
import { presenceRealtime } from '@/features/presence/realtime-topics';
import { presenceRoutes } from '@/features/presence/routes';
import { avatarRoutes } from '@/features/profiles/avatar-routes';
import { ownProfileRoutes } from '@/features/profiles/own-profile-routes';
import { profileRoutes } from '@/features/profiles/routes';
import { projectRoutes } from '@/features/projects/routes';
import { publicConfigRoutes } from '@/features/public-config/routes';
import { sessionRoutes } from '@/features/sessions/routes';
import { settingsRoutes } from '@/features/settings/routes';
import { socialRoutes } from '@/features/social/routes';
import { supportRoutes } from '@/features/support/routes';
import { testHookRoutes } from '@/features/test-hooks/routes';
import { timelineRoutes } from '@/features/timeline/routes';
import { leaderboardRoutes } from '@/features/leaderboard/routes';
import { webhookRoutes } from '@/features/webhooks/routes';
import {
  dataExportDownloadRoutes,
  dataExportRoutes,
  dataImportRoutes,
} from '@/features/data-export/routes';
import { resolveAuthSecret } from '@/capabilities/identity/secret';
import { blogContentDir } from '@/package-root';
import { signInAlertRoutes } from '@/features/sign-in-alerts/routes';
import { deviceCookie } from '@/features/sign-in-alerts/device-cookie';
import { idempotencyKeys } from '@/capabilities/idempotency/plugin';
import { accessPresets, withAccess } from '@/access/declaration';
import { realtimeRoutes } from '@/realtime/routes';
import { journeyRealtime } from '@/features/journeys/realtime-topics';
import { notificationRealtime } from '@/features/notifications/realtime-topics';
import { timelineRealtime } from '@/features/timeline/realtime-topics';
import { socialRealtime } from '@/features/social/realtime-topics';

/**
 * Everything under /api. Unknown API paths are JSON 404s, never the SPA's index.html.
 * Who is calling is decided once, before any of these (features/auth/plugin.ts); a group
 * wrapped in `signedIn` answers visitors 401, and mixed features declare their own groups.
 */
export const apiRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Before every route: the OpenAPI document collects them as they are added.
  await app.register(openApi, { config });
  // One auth secret for the whole scope: an in-memory data dir gets a fresh one per call.
  const authSecret = resolveAuthSecret(config.auth.secret, config.dataDir);
  // Idempotency-Key on the routes declaring it (issue 31); before them, so its start-up check
  // sees them. Kept answers are encrypted under a key derived from the auth secret.
  await app.register(idempotencyKeys, { secret: authSecret });
  // The second-factor screen asks these too.
  const everyone = { ...accessPresets.public, beforeSecondFactor: 'allowed' } as const;
  await app.register(withAccess(everyone, healthRoutes));
  await app.register(withAccess(everyone, publicConfigRoutes), { config });
  await app.register(
    withAccess(
      { ...accessPresets.public, token: 'social', beforeSecondFactor: 'refused' },
      profileRoutes,
    ),
  );
  // Before the auth routes: a browser signing in carries its device id into better-auth.
  await app.register(deviceCookie, { secure: config.publicUrl.startsWith('https:') });
  await app.register(authRoutes, { config });
  await app.register(withAccess(accessPresets.account, meRoutes));
  await app.register(withAccess(accessPresets.account, sessionRoutes));
  await app.register(withAccess(accessPresets.account, ownProfileRoutes));
  await app.register(withAccess(accessPresets.account, avatarRoutes));
  await app.register(withAccess({ ...accessPresets.public, token: 'journeys' }, fileRoutes));
  await app.register(withAccess(accessPresets.public, blogRoutes), { contentDir: blogContentDir });
  await app.register(settingsRoutes, { config });
  await app.register(socialRoutes);
  // The support form: visitors too.
  await app.register(withAccess({ ...accessPresets.account, caller: 'anyone' }, supportRoutes), {
    config,
  });
  await app.register(billingRoutes, { config });
  await app.register(journeyRoutes);
  await app.register(projectRoutes);
  const social = {
    ...accessPresets.public,
    token: 'social',
    beforeSecondFactor: 'refused',
  } as const;
  await app.register(withAccess(social, timelineRoutes));
  await app.register(withAccess(social, leaderboardRoutes));
  await app.register(withAccess(social, engageRoutes));
  await app.register(withAccess(social, discoverRoutes));
  await app.register(withAccess({ ...accessPresets.account, token: 'journeys' }, dashboardRoutes));
  await app.register(withAccess(accessPresets.account, apiTokenRoutes));
  await app.register(
    withAccess({ ...accessPresets.account, token: 'notifications' }, notificationRoutes),
  );
  // The live socket's handshake: topics check their own scopes (realtime/grant.ts).
  await app.register(
    withAccess({ ...accessPresets.account, token: 'notifications' }, realtimeRoutes),
    { publicUrl: config.publicUrl },
  );
  // Who may join each kind of live topic, and what each feature publishes there.
  await app.register(notificationRealtime);
  await app.register(journeyRealtime);
  await app.register(timelineRealtime);
  await app.register(socialRealtime);
  await app.register(presenceRealtime);
  await app.register(withAccess({ ...accessPresets.account, token: 'messages' }, chatRoutes));
  await app.register(withAccess({ ...accessPresets.account, paid: 'all' }, insightsRoutes));
  await app.register(withAccess(accessPresets.account, presenceRoutes));
  await app.register(
    withAccess({ ...accessPresets.account, paid: 'all', moderation: 'member' }, communityRoutes),
    { moderators: config.communityModerators },
  );
  await app.register(withAccess(accessPresets.signedLink, signInAlertRoutes), { config });
  await app.register(withAccess({ ...accessPresets.account, token: 'webhooks' }, webhookRoutes), {
    settings: config.webhooks,
  });
  await app.register(withAccess({ ...accessPresets.account, token: 'export' }, dataExportRoutes), {
    secret: authSecret,
  });
  // The download link carries its own signature (and a token may follow it).
  await app.register(
    withAccess({ ...accessPresets.signedLink, token: 'any' }, dataExportDownloadRoutes),
    { secret: authSecret },
  );
  await app.register(withAccess(accessPresets.account, dataImportRoutes));
  if (config.e2eTestHooks) await app.register(withAccess(accessPresets.account, testHookRoutes));

  app.setNotFoundHandler((request) => {
    throw new AppError('NOT_FOUND', `No API route for ${request.method} ${request.url}`);
  });
};
