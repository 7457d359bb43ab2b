import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { ChatErrorBoundary, RouteErrorBoundary } from '@/app/errors/route-error-boundary';
import { MainLayout } from '@/app/layouts/main-layout';
import { accountRoutes } from '@/app/routes/account-routes';
import { billingRoutes } from '@/app/routes/billing-routes';
import { communityRoutes } from '@/app/routes/community-routes';
import { JourneyRedirect } from '@/app/routes/journey-redirect';
import { journeysRoutes } from '@/app/routes/journeys-routes';
import { settingsRoutes } from '@/app/routes/settings-routes';
import { socialRoutes } from '@/app/routes/social-routes';
import { workspaceRoutes } from '@/app/routes/workspace-routes';
import { loadTexts } from '@/i18n/setup';
import { PageFallback } from '@/ui/page-fallback';

/** A child route that only makes its parent match (the parent reads the params). */
function RendersNothing() {
  return null;
}

const notFoundPage = async () => {
  const { NotFoundPage } = await import('@/features/not-found/pages/not-found-page');
  return { Component: NotFoundPage };
};

/** An information page: its module and the `info` texts load together, before it renders. */
function infoPage(load: () => Promise<RouteObject['Component']>): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), loadTexts('info')]);
    return { Component };
  };
}

const informationRoutes: RouteObject[] = [
  {
    path: routePatterns.about,
    lazy: infoPage(async () => (await import('@/features/about/pages/about-page')).AboutPage),
  },
  {
    path: routePatterns.faq,
    lazy: infoPage(async () => (await import('@/features/faq/pages/faq-page')).FaqPage),
  },
  {
    path: routePatterns.pricing,
    lazy: infoPage(async () => (await import('@/features/pricing/pages/pricing-page')).PricingPage),
  },
  {
    path: routePatterns.blog,
    lazy: infoPage(async () => (await import('@/features/blog/pages/blog-list-page')).BlogListPage),
  },
  {
    path: routePatterns.blogPost,
    lazy: infoPage(async () => (await import('@/features/blog/pages/blog-post-page')).BlogPostPage),
  },
  {
    path: routePatterns.privacy,
    lazy: infoPage(async () => (await import('@/features/legal/pages/privacy-page')).PrivacyPage),
  },
  {
    path: routePatterns.terms,
    lazy: infoPage(async () => (await import('@/features/legal/pages/terms-page')).TermsPage),
  },
  {
    path: routePatterns.cookies,
    lazy: infoPage(async () => (await import('@/features/legal/pages/cookies-page')).CookiesPage),
  },
  {
    path: routePatterns.impressum,
    lazy: infoPage(
      async () => (await import('@/features/legal/pages/impressum-page')).ImpressumPage,
    ),
  },
];

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
  ...informationRoutes,
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
