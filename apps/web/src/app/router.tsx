import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { RouteErrorBoundary } from '@/app/errors/route-error-boundary';
import { MainLayout } from '@/app/layouts/main-layout';
import { loadTexts } from '@/i18n/setup';
import { PageFallback } from '@/ui/page-fallback';

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

/** The first-load table: the landing pages, and a not-found page for everything else. */
const firstRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => {
      const { HomePage } = await import('@/features/home/pages/home-page');
      return { Component: HomePage };
    },
  },
  ...informationRoutes,
  { path: '*', lazy: notFoundPage },
];

/** The route under the layout whose children are the pages; later routes are patched into it. */
export const PAGES_ROUTE_ID = 'pages';

/** All screens sit under the main layout (spec §2); page errors render inside it. */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: MainLayout,
    ErrorBoundary: RouteErrorBoundary,
    // The first load of an address beyond the landing pages waits for the later routes
    // (patchRoutesOnNavigation) before anything matches below the root: a spinner meanwhile,
    // not an empty page.
    HydrateFallback: PageFallback,
    children: [
      {
        id: PAGES_ROUTE_ID,
        ErrorBoundary: RouteErrorBoundary,
        HydrateFallback: PageFallback,
        children: firstRoutes,
      },
    ],
  },
];

let laterRoutesPatched: Promise<RouteObject[]> | null = null;

/** The rest of the route table, loaded once (a failed load is tried again next time). */
export function loadLaterRoutes(): Promise<RouteObject[]> {
  laterRoutesPatched ??= import('@/app/routes/later-routes').then(
    (module) => module.laterRoutes,
    (error: unknown) => {
      laterRoutesPatched = null;
      throw error;
    },
  );
  return laterRoutesPatched;
}

/**
 * React Router asks this whenever an address matches nothing but the not-found splat (the
 * first load of /journeys/…, or a link to it): the later routes join the table once, and the
 * address is matched again. Route ids make a second patch of the same routes a no-op.
 */
export const patchRoutesOnNavigation: NonNullable<
  Parameters<typeof createBrowserRouter>[1]
>['patchRoutesOnNavigation'] = async ({ patch }) => {
  patch(PAGES_ROUTE_ID, await loadLaterRoutes());
};

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(appRoutes, { patchRoutesOnNavigation });
}
