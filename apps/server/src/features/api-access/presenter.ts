import type { ApiToken } from '@waymark/shared/api-access/contracts';
import { apiTokenScopeSchema } from '@waymark/shared/api-access/scopes';
import type { ListedApiToken } from '@/capabilities/api-tokens/queries';

/** A token as its owner sees it in the list: never the secret nor its hash. */
export function presentApiToken(row: ListedApiToken): ApiToken {
  return {
    id: row.id,
    name: row.name,
    // Stored by the contract's own enum; a scope retired later is simply not shown.
    scopes: row.scopes.flatMap((scope) => {
      const parsed = apiTokenScopeSchema.safeParse(scope);
      return parsed.success ? [parsed.data] : [];
    }),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    last_used_ip: row.lastUsedIp,
  };
}
