import { z } from 'zod';

/**
 * What a personal access token may do: per resource, read or write (write includes read).
 * `export` is read-only: downloading one's data. Routes not mapped to a resource (account,
 * sessions, billing, settings, the tokens themselves) refuse tokens altogether.
 */
export const apiTokenResources = [
  'journeys',
  'steps',
  'projects',
  'documents',
  'social',
  'notifications',
  'messages',
  'export',
  'webhooks',
] as const;
export type ApiTokenResource = (typeof apiTokenResources)[number];

export const apiTokenAccessLevels = ['read', 'write'] as const;
export type ApiTokenAccess = (typeof apiTokenAccessLevels)[number];

/** The levels each resource offers: export has nothing to write. */
export const accessLevelsOf = (resource: ApiTokenResource): readonly ApiTokenAccess[] =>
  resource === 'export' ? ['read'] : apiTokenAccessLevels;

export const apiTokenScopes = apiTokenResources.flatMap((resource) =>
  accessLevelsOf(resource).map((access) => `${resource}:${access}` as ApiTokenScope),
);
export type ApiTokenScope = Exclude<`${ApiTokenResource}:${ApiTokenAccess}`, 'export:write'>;

export const apiTokenScopeSchema = z.enum(apiTokenScopes as [ApiTokenScope, ...ApiTokenScope[]], {
  error: `Each scope is one of ${apiTokenScopes.join(', ')}`,
});

/** What a scope lets a token do, for the reference's scope list. */
export const scopeDescriptions: Record<ApiTokenScope, string> = {
  'journeys:read': 'Read journeys (own and those visible to the owner), the dashboard and files',
  'journeys:write': 'Create, change, archive, restore and delete journeys',
  'steps:read': 'Read steps',
  'steps:write': 'Add, change, reorder, complete and delete steps',
  'projects:read': 'Read projects',
  'projects:write': 'Create, change and delete projects',
  'documents:read': 'Read journey documents',
  'documents:write': 'Change journey documents and their images',
  'social:read': 'Read profiles, followers, connections and the timeline',
  'social:write': 'Follow, connect, block, restrict, mute and report',
  'notifications:read': 'Read notifications',
  'notifications:write': 'Mark notifications read',
  'messages:read': 'Read conversations, messages and unread counts',
  'messages:write':
    'Send, edit, delete and react to messages; start, answer and manage conversations',
  'export:read': 'Download all of the owner’s data',
  'webhooks:read': 'Read webhook endpoints and their delivery log',
  'webhooks:write': 'Add, change and delete webhook endpoints, rotate secrets and redeliver',
};

/** Whether `scopes` let a token `access` a `resource`: write includes read. */
export function scopesAllow(
  scopes: readonly string[],
  resource: ApiTokenResource,
  access: ApiTokenAccess,
): boolean {
  if (scopes.includes(`${resource}:write`)) return true;
  return access === 'read' && scopes.includes(`${resource}:read`);
}

/** The access an HTTP method needs: reads for GET and HEAD, write for everything else. */
export const accessForMethod = (method: string): ApiTokenAccess =>
  method === 'GET' || method === 'HEAD' ? 'read' : 'write';

/**
 * The scopes as stored and shown: one per resource (a write scope makes its read scope
 * redundant), in the order of `apiTokenScopes`.
 */
export function normalizeScopes(scopes: readonly ApiTokenScope[]): ApiTokenScope[] {
  return apiTokenScopes.filter(
    (scope) =>
      scopes.includes(scope) &&
      !(
        scope.endsWith(':read') &&
        scopes.includes(scope.replace(':read', ':write') as ApiTokenScope)
      ),
  );
}
