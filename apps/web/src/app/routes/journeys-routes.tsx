import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { loadTexts } from '@/i18n/setup';
import type { PrefetchHandle } from '@/lib/prefetch/route-prefetch';

/**
 * Journeys, projects, the dashboard and /list-demo (issue 5). Projects live in features/journeys:
 * they group journeys and share their cards, forms and query keys. Each page is its own lazy chunk
 * and loads with the `journeys` texts; the dashboard's chart code is lazier still (see
 * features/dashboard). The workspace routes live in workspace-routes.tsx.
 */
function journeysPage(
  load: () => Promise<RouteObject['Component']>,
  handle?: PrefetchHandle,
): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), loadTexts('journeys')]);
    return handle ? { Component, handle } : { Component };
  };
}

/** The journeys list as it first opens (no filter, newest change first), for prefetching. */
const prefetchJourneysList: PrefetchHandle = {
  prefetchData: async (queryClient) => {
    const { journeysQueryOptions } = await import('@/features/journeys/api/list-journeys');
    return queryClient.prefetchInfiniteQuery(journeysQueryOptions({ sort: 'updated' }));
  },
};

const prefetchDashboard: PrefetchHandle = {
  prefetchData: async (queryClient) => {
    const { dashboardQueryOptions } = await import('@/features/dashboard/api/get-dashboard');
    return queryClient.prefetchQuery(dashboardQueryOptions);
  },
};

const JourneyDocumentSection = lazy(async () => ({
  default: (await import('@/features/workspace/components/journey-document-section'))
    .JourneyDocumentSection,
}));

// Issue 19: the owner's insights panel on a journey and the weekly card on the dashboard
// belong to the insights feature; their own chunks, with the `insights` texts.
const JourneyInsightsPanel = lazy(async () => {
  const [{ JourneyInsightsPanel: Panel }] = await Promise.all([
    import('@/features/insights/components/journey-insights-panel'),
    loadTexts('insights'),
  ]);
  return { default: Panel };
});
const DashboardInsights = lazy(async () => {
  const [{ DashboardInsights: Card }] = await Promise.all([
    import('@/features/insights/components/dashboard-insights'),
    loadTexts('insights'),
  ]);
  return { default: Card };
});

export const journeysRoutes: RouteObject[] = [
  {
    path: routePatterns.journeys,
    lazy: journeysPage(
      async () => (await import('@/features/journeys/pages/journeys-page')).JourneysPage,
      prefetchJourneysList,
    ),
  },
  {
    path: routePatterns.journey,
    // The page shows the journey's document inline; the document belongs to the workspace,
    // so the two features meet here, in the app's wiring, and not in each other's code. It is
    // its own chunk: the page does not wait for it.
    lazy: async () => {
      const [{ JourneyPage }] = await Promise.all([
        import('@/features/journeys/pages/journey-page'),
        loadTexts('journeys'),
        loadTexts('workspace'),
      ]);
      return {
        Component: () => (
          <JourneyPage
            DocumentSection={JourneyDocumentSection}
            InsightsSection={JourneyInsightsPanel}
          />
        ),
      };
    },
  },
  {
    path: routePatterns.createJourney,
    lazy: journeysPage(
      async () => (await import('@/features/journeys/pages/create-journey-page')).CreateJourneyPage,
    ),
  },
  {
    path: routePatterns.editJourney,
    lazy: journeysPage(
      async () => (await import('@/features/journeys/pages/edit-journey-page')).EditJourneyPage,
    ),
  },
  {
    path: routePatterns.projects,
    lazy: journeysPage(
      async () => (await import('@/features/journeys/pages/projects-page')).ProjectsPage,
    ),
  },
  {
    path: routePatterns.project,
    lazy: journeysPage(
      async () => (await import('@/features/journeys/pages/project-page')).ProjectPage,
    ),
  },
  {
    path: routePatterns.createProject,
    lazy: journeysPage(
      async () => (await import('@/features/journeys/pages/create-project-page')).CreateProjectPage,
    ),
  },
  {
    path: routePatterns.editProject,
    lazy: journeysPage(
      async () => (await import('@/features/journeys/pages/edit-project-page')).EditProjectPage,
    ),
  },
  {
    path: routePatterns.dashboard,
    lazy: journeysPage(async () => {
      const { DashboardPage } = await import('@/features/dashboard/pages/dashboard-page');
      return () => <DashboardPage Extra={DashboardInsights} />;
    }, prefetchDashboard),
  },
  {
    // Insights (issue 19): category names come from the `journeys` texts.
    path: routePatterns.insights,
    lazy: async () => {
      const [{ InsightsPage }] = await Promise.all([
        import('@/features/insights/pages/insights-page'),
        loadTexts('insights'),
        loadTexts('journeys'),
      ]);
      return { Component: InsightsPage };
    },
  },
  {
    path: routePatterns.listDemo,
    lazy: journeysPage(
      async () => (await import('@/features/list-demo/pages/list-demo-page')).ListDemoPage,
    ),
  },
];
