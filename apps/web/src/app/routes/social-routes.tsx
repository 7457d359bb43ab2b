import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { loadTexts } from '@/i18n/setup';

/**
 * The social screens of spec §2 (issue 16). The timeline loads with the `social` texts and the
 * `journeys` ones (its category filter names the journey categories).
 */
export const socialRoutes: RouteObject[] = [
  {
    path: routePatterns.timeline,
    lazy: async () => {
      const [{ TimelinePage }] = await Promise.all([
        import('@/features/timeline/pages/timeline-page'),
        loadTexts('social'),
        loadTexts('journeys'),
      ]);
      return { Component: TimelinePage };
    },
  },
];
