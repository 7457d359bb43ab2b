import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { loadTexts } from '@/i18n/setup';

/**
 * The project workspace (issue 5): /projects/workspace with its sidebar tree, a project's
 * overview and a journey's document in the block editor; and /slash-command-demo. The editor
 * itself is a further lazy chunk inside these pages (features/workspace/editor).
 */
function workspacePage(load: () => Promise<RouteObject['Component']>): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), loadTexts('workspace')]);
    return { Component };
  };
}

export const workspaceRoutes: RouteObject[] = [
  {
    path: routePatterns.workspace,
    // The sidebar needs the room; the header widens with it (ui/page-width.ts).
    handle: { pageWidth: 'wide' },
    lazy: workspacePage(
      async () => (await import('@/features/workspace/pages/workspace-layout')).WorkspaceLayout,
    ),
    children: [
      {
        index: true,
        lazy: workspacePage(
          async () =>
            (await import('@/features/workspace/pages/workspace-home-page')).WorkspaceHomePage,
        ),
      },
      {
        path: routePatterns.workspaceProject,
        lazy: workspacePage(
          async () =>
            (await import('@/features/workspace/pages/workspace-project-page'))
              .WorkspaceProjectPage,
        ),
      },
      {
        path: routePatterns.workspaceJourney,
        lazy: workspacePage(
          async () =>
            (await import('@/features/workspace/pages/workspace-journey-page'))
              .WorkspaceJourneyPage,
        ),
      },
    ],
  },
  {
    path: routePatterns.slashCommandDemo,
    lazy: workspacePage(
      async () =>
        (await import('@/features/workspace/pages/slash-command-demo-page')).SlashCommandDemoPage,
    ),
  },
];
