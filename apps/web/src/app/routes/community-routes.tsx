import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { loadTexts } from '@/i18n/setup';

const communityPage: RouteObject['lazy'] = async () => {
  const [{ CommunityPage }] = await Promise.all([
    import('@/features/community/pages/community-page'),
    loadTexts('community'),
  ]);
  return { Component: CommunityPage };
};

/**
 * The members' community (issue 19): the channels, one channel, and the moderators' page. Each
 * is a lazy chunk with the `community` texts; the moderation path outranks `:channel` as the
 * more specific match.
 */
export const communityRoutes: RouteObject[] = [
  { path: routePatterns.community, lazy: communityPage },
  { path: routePatterns.communityChannel, lazy: communityPage },
  {
    path: routePatterns.communityModeration,
    lazy: async () => {
      const [{ ModerationPage }] = await Promise.all([
        import('@/features/community/pages/moderation-page'),
        loadTexts('community'),
      ]);
      return { Component: ModerationPage };
    },
  },
];
