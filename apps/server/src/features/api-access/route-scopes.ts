import type { ApiTokenResource } from '@waymark/shared/api-tokens/scopes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The resource a personal access token needs a scope of to call this route (read for GET
     * and HEAD, write otherwise), or 'public' for a route anyone may call. A route without it
     * that `routeResources` does not list refuses tokens (403 TOKEN_NOT_ALLOWED).
     */
    tokenResource?: ApiTokenResource | 'public';
  }
}

export type RouteResource = ApiTokenResource | 'public';

/**
 * Which scope each API route needs, by its route pattern, in one place a reviewer can read.
 * Anything not listed here (and not declaring `config.tokenResource` itself) refuses tokens:
 * the account (me, profile edits, avatar), devices, second factors, billing, settings,
 * support, the tokens themselves and better-auth's endpoints. A route added later is closed to
 * tokens until someone decides which scope it belongs to.
 */
export const routeResources: Readonly<Record<string, RouteResource>> = {
  // Open to anyone: a token there is simply a signed-in caller.
  '/api/health': 'public',
  '/api/public-config': 'public',
  '/api/blog': 'public',
  '/api/blog/:slug': 'public',

  '/api/journeys': 'journeys',
  '/api/journeys/deleted': 'journeys',
  '/api/journeys/:id': 'journeys',
  '/api/journeys/:id/activity': 'journeys',
  '/api/journeys/:id/archive': 'journeys',
  '/api/journeys/:id/restore': 'journeys',
  '/api/journeys/:id/duplicate': 'journeys',
  '/api/journeys/:id/fork': 'journeys',
  '/api/journeys/:id/permanently': 'journeys',
  '/api/journeys/:id/cover': 'journeys',
  '/api/users/:id/journeys': 'journeys',
  '/api/dashboard': 'journeys',
  '/api/files/:key': 'journeys',

  '/api/journeys/:id/steps': 'steps',
  '/api/journeys/:id/steps/order': 'steps',
  '/api/steps/:id': 'steps',
  '/api/steps/:id/complete': 'steps',
  '/api/steps/:id/uncomplete': 'steps',

  '/api/journeys/:id/document': 'documents',
  '/api/journeys/:id/images': 'documents',

  '/api/projects': 'projects',
  '/api/projects/tree': 'projects',
  '/api/projects/:id': 'projects',

  '/api/profiles/:id': 'social',
  '/api/profiles/:id/social': 'social',
  '/api/profiles/:id/followers': 'social',
  '/api/profiles/:id/following': 'social',
  '/api/profiles/:id/follow': 'social',
  '/api/profiles/:id/connection': 'social',
  '/api/profiles/:id/connection/accept': 'social',
  '/api/profiles/:id/block': 'social',
  '/api/profiles/:id/restrict': 'social',
  '/api/profiles/:id/mute': 'social',
  '/api/profiles/:id/report': 'social',
  '/api/me/social/requests': 'social',
  '/api/me/social/:kind': 'social',
  '/api/me/follow-requests/:id': 'social',
  '/api/me/follow-requests/:id/accept': 'social',
  '/api/me/followers/:id': 'social',
  '/api/timeline': 'social',
  '/api/activities/:id/cheer': 'social',
  '/api/activities/:id/comments': 'social',
  '/api/comments/:id': 'social',
  '/api/comments/:id/approve': 'social',
  '/api/discover': 'social',
  '/api/discover/search': 'social',
  '/api/discover/categories/:category': 'social',
  '/api/leaderboard': 'social',

  '/api/notifications': 'notifications',
  '/api/notifications/unread-count': 'notifications',
  '/api/notifications/read-all': 'notifications',
  '/api/notifications/:id': 'notifications',
  '/api/notifications/:id/read': 'notifications',
  // The live socket carries the owner's notifications (and what else they may join).
  '/api/realtime': 'notifications',

  '/api/conversations': 'messages',
  '/api/conversations/unread': 'messages',
  '/api/conversations/:id': 'messages',
  '/api/conversations/:id/me': 'messages',
  '/api/conversations/:id/request': 'messages',
  '/api/conversations/:id/members': 'messages',
  '/api/conversations/:id/members/:userId': 'messages',
  '/api/conversations/:id/members/:userId/role': 'messages',
  '/api/conversations/:id/messages': 'messages',
  '/api/conversations/:id/read': 'messages',
  '/api/conversations/:id/attachments': 'messages',
  '/api/messages/:id': 'messages',
  '/api/messages/:id/reactions': 'messages',

  '/api/settings/export': 'export',

  '/api/webhooks': 'webhooks',
  '/api/webhooks/:id': 'webhooks',
  '/api/webhooks/:id/rotate-secret': 'webhooks',
  '/api/webhooks/:id/test': 'webhooks',
  '/api/webhooks/:id/deliveries': 'webhooks',
  '/api/webhooks/deliveries/:id/redeliver': 'webhooks',

  // Listing archives with their signed links; starting one is the app's (a token has no
  // export:write), and the download link carries its own signature.
  '/api/export': 'export',
  '/api/export/:id/download': 'public',
};

/** The resource a route needs: its own `config.tokenResource`, else the table; null refuses tokens. */
export function resourceOfRoute(
  url: string | undefined,
  config: { tokenResource?: RouteResource } | undefined,
): RouteResource | null {
  if (config?.tokenResource) return config.tokenResource;
  if (url === undefined) return null;
  return routeResources[url] ?? null;
}
