import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePatterns, type RouteName } from '@waymark/shared/routes';
import { ChatErrorBoundary, RouteErrorBoundary } from '@/app/errors/route-error-boundary';
import { MainLayout } from '@/app/layouts/main-layout';
import { JourneyRedirect } from '@/app/routes/journey-redirect';
import { PageFallback } from '@/ui/page-fallback';

const notFoundPage = async () => {
  const { NotFoundPage } = await import('@/features/not-found/pages/not-found-page');
  return { Component: NotFoundPage };
};

/**
 * Screens of spec §2 whose features arrive with later issues. Until then each one renders the
 * not-found page; the issue that builds a screen replaces its entry with a real route below.
 */
const routesAwaitingTheirFeature = [
  'login',
  'register',
  'onboarding',
  'authCallback',
  'billing',
  'dashboard',
  'profile',
  'editProfile',
  'journeys',
  'journey',
  'createJourney',
  'editJourney',
  'timeline',
  'leaderboard',
  'discover',
  'notifications',
  'emailConfirmation',
  'slashCommandDemo',
  'listDemo',
  'projects',
  'workspace',
  'workspaceProject',
  'workspaceJourney',
  'project',
  'createProject',
  'editProject',
  'settings',
  'settingsSection',
  'about',
  'faq',
  'blog',
  'pricing',
  'privacy',
  'terms',
  'cookies',
  'impressum',
] as const satisfies readonly RouteName[];

const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const { HomePage } = await import('@/features/home/pages/home-page');
      return { Component: HomePage };
    },
  },
  {
    path: routePatterns.testNotifications,
    lazy: async () => {
      const { TestNotificationsPage } =
        await import('@/features/diagnostics/pages/test-notifications-page');
      return { Component: TestNotificationsPage };
    },
  },
  {
    path: routePatterns.testSafari,
    lazy: async () => {
      const { TestSafariPage } = await import('@/features/diagnostics/pages/test-safari-page');
      return { Component: TestSafariPage };
    },
  },
  { path: routePatterns.legacyJourney, Component: JourneyRedirect },
  // Chat keeps its own error boundary so a crash there leaves the layout standing.
  { path: routePatterns.chat, lazy: notFoundPage, ErrorBoundary: ChatErrorBoundary },
  ...routesAwaitingTheirFeature.map((name) => ({ path: routePatterns[name], lazy: notFoundPage })),
  { path: '*', lazy: notFoundPage },
];

/** All screens sit under the main layout (spec §2); page errors render inside it. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: MainLayout,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: PageFallback,
        children: pageRoutes,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
