import {
  accessForMethod,
  scopesAllow,
  type ApiTokenResource,
} from '@waymark/shared/api-access/scopes';
import type { RouteAccess } from '@/access/declaration';
import { AppError } from '@/errors';

/**
 * What a personal access token may call on a route: `none` refuses tokens (403
 * TOKEN_NOT_ALLOWED), a resource needs its read scope for GET/HEAD and its write scope
 * otherwise (403 INSUFFICIENT_SCOPE), `any` lets the owner through as any caller.
 */
export function requireTokenScope(
  scopes: readonly string[],
  rule: RouteAccess['token'],
  method: string,
): void {
  if (rule === 'any') return;
  if (rule === 'none') throw new AppError('TOKEN_NOT_ALLOWED');
  requireScope(scopes, rule, method);
}

function requireScope(scopes: readonly string[], resource: ApiTokenResource, method: string) {
  const access = accessForMethod(method);
  if (scopesAllow(scopes, resource, access)) return;
  throw new AppError(
    'INSUFFICIENT_SCOPE',
    `This access token needs the ${resource}:${access} scope for this request`,
  );
}
