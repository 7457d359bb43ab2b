import { accessForMethod } from '@waymark/shared/api-access/scopes';
import type { RouteAccess } from '@/access/declaration';

export const bearerSchemeName = 'accessToken';
export const cookieSchemeName = 'sessionCookie';

/**
 * A route's declaration as OpenAPI security requirements and a sentence for its description:
 * the published contract is the enforced one, read from the same place. An empty requirement
 * (`{}`) marks a route a visitor may call too.
 */
export function securityOf(
  access: RouteAccess,
  method: string,
): { security: Record<string, string[]>[]; note: string } {
  const visitorsToo = access.caller === 'anyone';
  const notes: string[] = [];
  let security: Record<string, string[]>[];
  if (access.token === 'any') {
    if (visitorsToo) return { security: [], note: 'Open to anyone.' };
    security = [{ [bearerSchemeName]: [] }, { [cookieSchemeName]: [] }];
  } else if (access.token === 'none') {
    security = [{ [cookieSchemeName]: [] }];
    notes.push('Only for the app: personal access tokens get 403 TOKEN_NOT_ALLOWED.');
  } else {
    const scope = `${access.token}:${accessForMethod(method)}`;
    security = [{ [bearerSchemeName]: [scope] }, { [cookieSchemeName]: [] }];
    notes.push(`Personal access tokens need the \`${scope}\` scope.`);
  }
  if (visitorsToo) security.push({});
  const write = accessForMethod(method) === 'write';
  if (access.paid === 'all' || (access.paid === 'writes' && write)) {
    notes.push('Needs Waymark Pro (or the trial): 402 SUBSCRIPTION_REQUIRED otherwise.');
  } else if (write && access.token !== 'any' && access.token !== 'none') {
    notes.push('A token’s writes need the owner’s Pro access: 402 SUBSCRIPTION_REQUIRED.');
  }
  if (access.moderation === 'moderator') notes.push('Community moderators only.');
  return { security, note: notes.join(' ') };
}
