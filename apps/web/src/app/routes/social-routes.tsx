import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { loadTexts } from '@/i18n/setup';

/**
 * The social screens of spec §2 (issue 16). The timeline loads with the `social` texts and the
 * `journeys` ones (its category filter names the journey categories); Discover with its own
 * `discover` texts and the `journeys` ones (category names, progress).
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
  {
    // Its category filter names the journey categories too.
    path: routePatterns.leaderboard,
    lazy: async () => {
      const [{ LeaderboardPage }] = await Promise.all([
        import('@/features/leaderboard/pages/leaderboard-page'),
        loadTexts('leaderboard'),
        loadTexts('journeys'),
      ]);
      return { Component: LeaderboardPage };
    },
  },
  {
    path: routePatterns.notifications,
    lazy: async () => {
      const [{ NotificationsPage }] = await Promise.all([
        import('@/features/notifications/pages/notifications-page'),
        loadTexts('notifications'),
      ]);
      return { Component: NotificationsPage };
    },
  },
  {
    path: routePatterns.discover,
    lazy: async () => {
      const [{ DiscoverPage }] = await Promise.all([
        import('@/features/discover/pages/discover-page'),
        loadTexts('discover'),
        loadTexts('journeys'),
      ]);
      return { Component: DiscoverPage };
    },
  },
];
