import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { ChatErrorBoundary } from '@/app/errors/route-error-boundary';
import { accountRoutes } from '@/app/routes/account-routes';
import { billingRoutes } from '@/app/routes/billing-routes';
import { communityRoutes } from '@/app/routes/community-routes';
import { JourneyRedirect } from '@/app/routes/journey-redirect';
import { journeysRoutes } from '@/app/routes/journeys-routes';
import { settingsRoutes } from '@/app/routes/settings-routes';
import { socialRoutes } from '@/app/routes/social-routes';
import { workspaceRoutes } from '@/app/routes/workspace-routes';
import { loadTexts } from '@/i18n/setup';

/** A child route that only makes its parent match (the parent reads the params). */
function RendersNothing() {
  return null;
}

/**
 * Every screen but the landing pages: its own chunk, which the router fetches on the first
 * navigation it cannot match with the first-load table (router.tsx, `patchRoutesOnNavigation`)
 * and the app fetches anyway once the page has settled (app/after-start). Keeping these route
 * objects, and the list of chunks each lazy page preloads, out of the first load is what keeps
 * `/` within its script budget (docs/ARCHITECTURE.md, Web app start-up).
 */
export const laterRoutes: RouteObject[] = [
  {
    path: routePatterns.testNotifications,
    lazy: async () => {
      const [{ TestNotificationsPage }] = await Promise.all([
        import('@/features/diagnostics/pages/test-notifications-page'),
        loadTexts('diagnostics'),
      ]);
      return { Component: TestNotificationsPage };
    },
  },
  {
    path: routePatterns.testSafari,
    lazy: async () => {
      const [{ TestSafariPage }] = await Promise.all([
        import('@/features/diagnostics/pages/test-safari-page'),
        loadTexts('diagnostics'),
      ]);
      return { Component: TestSafariPage };
    },
  },
  ...accountRoutes,
  ...settingsRoutes,
  ...workspaceRoutes,
  ...billingRoutes,
  ...journeysRoutes,
  ...socialRoutes,
  ...communityRoutes,
  { path: routePatterns.legacyJourney, Component: JourneyRedirect },
  // Chat keeps its own error boundary so a crash there leaves the layout standing.
  {
    path: routePatterns.chat,
    ErrorBoundary: ChatErrorBoundary,
    lazy: async () => {
      const [{ ChatPage }] = await Promise.all([
        import('@/features/chat/pages/chat-page'),
        loadTexts('chat'),
      ]);
      return { Component: ChatPage };
    },
    // The page reads the open conversation from the URL; the children only make it match.
    children: [
      { index: true, Component: RendersNothing },
      { path: routePatterns.chatConversation, Component: RendersNothing },
    ],
  },
];
