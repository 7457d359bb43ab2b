import { scopeDescriptions } from '@waymark/shared/api-access/scopes';
import { apiTokenLength, apiTokenPrefix } from '@waymark/shared/api-access/token-format';
import { errorCodes } from '@waymark/shared/errors';
import { bearerSchemeName, cookieSchemeName } from '@/access/openapi-security';

/**
 * Routes left out of the reference on purpose: the internals of sign-in (better-auth's
 * endpoints, driven by the web app; `username-available` stays), the payment provider's
 * webhook, the end-to-end test hooks, and the reference's own pages.
 */
export function isUndocumentedRoute(url: string): boolean {
  if (url.startsWith('/api/auth/')) return url !== '/api/auth/username-available';
  return (
    url === '/api/billing/webhook' ||
    // A WebSocket, which OpenAPI cannot describe (@fastify/websocket hides it): docs/API.md.
    url === '/api/realtime' ||
    url.startsWith('/api/test-hooks/') ||
    url === '/api/openapi.json' ||
    url === '/api/docs' ||
    url.startsWith('/api/docs/')
  );
}

/** A tag per feature, from the path: the groups of the reference. */
const tagsByFirstSegment: Record<string, string> = {
  journeys: 'Journeys',
  steps: 'Steps',
  projects: 'Projects',
  users: 'Journeys',
  dashboard: 'Journeys',
  files: 'Files',
  profiles: 'Social',
  timeline: 'Social',
  settings: 'Settings',
  sessions: 'Account',
  me: 'Account',
  auth: 'Account',
  tokens: 'Tokens',
  billing: 'Billing',
  payments: 'Billing',
  support: 'Support',
  blog: 'Blog',
  health: 'Service',
  'public-config': 'Service',
};

/**
 * The reference's groups in reading order: what integrations use most first, the service and
 * the app's own account routes last. Swagger UI follows this order (and draws groups as they
 * scroll into view), so the first screen shows journeys, not whichever route registered first.
 */
export const tagOrder = [
  'Journeys',
  'Steps',
  'Documents',
  'Projects',
  'Files',
  'Social',
  'Activities',
  'Comments',
  'Discover',
  'Leaderboard',
  'Notifications',
  'Conversations',
  'Messages',
  'Presence',
  'Insights',
  'Community',
  'Webhooks',
  'Export',
  'Settings',
  'Tokens',
  'Account',
  'Sign-in-alerts',
  'Billing',
  'Support',
  'Blog',
  'Service',
] as const;

export function tagOfRoute(url: string): string {
  if (/^\/api\/journeys\/:id\/steps/.test(url)) return 'Steps';
  if (/^\/api\/journeys\/:id\/(document|images)$/.test(url)) return 'Documents';
  if (/^\/api\/me\/(social|follow-requests|followers)/.test(url)) return 'Social';
  if (url === '/api/settings/export') return 'Export';
  const segment = url.split('/')[2] ?? '';
  return tagsByFirstSegment[segment] ?? segment.charAt(0).toUpperCase() + segment.slice(1);
}

const scopeList = Object.entries(scopeDescriptions)
  .map(([scope, description]) => `- \`${scope}\`: ${description}`)
  .join('\n');

/** The parts of the document that no route schema gives: info, servers, security schemes. */
export function openApiBase(publicUrl: string, version: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Waymark API',
      version,
      description: [
        'The API behind the Waymark app. Call it with a personal access token made in',
        'Settings → Security → Developer: `Authorization: Bearer wmk_pat_…`.',
        '',
        'Errors are `{ "error": { "code", "message", "details?" } }`; branch on `code`,',
        `one of: ${errorCodes.map((code) => `\`${code}\``).join(', ')}.`,
        '',
        'Each token has its own budget of requests per minute (429 RATE_LIMITED with',
        '`Retry-After`; `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` on',
        'every answer). Lists are paged by an opaque `cursor`: pass the answer’s `nextCursor`.',
      ].join('\n'),
    },
    servers: [{ url: publicUrl }],
    tags: tagOrder.map((name) => ({ name })),
    components: {
      securitySchemes: {
        [bearerSchemeName]: {
          type: 'http' as const,
          scheme: 'bearer',
          bearerFormat: `${apiTokenPrefix}… (${apiTokenLength} characters)`,
          description: [
            'A personal access token. Each operation lists the scope it needs; a write',
            'scope includes its read scope. Scopes:',
            '',
            scopeList,
          ].join('\n'),
        },
        [cookieSchemeName]: {
          type: 'apiKey' as const,
          in: 'cookie' as const,
          name: 'better-auth.session_token',
          description: 'The web app’s session cookie (same-origin pages only).',
        },
      },
    },
  };
}
