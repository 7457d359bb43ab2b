import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OAuthProvider, PublicConfig } from '@waymark/shared/public-config';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Shown until (or unless) the server tells its configured product name. */
export const DEFAULT_PRODUCT_NAME = 'Waymark';

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilledText = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0;

/** The same shape zod's `z.email()` accepts, close enough to agree on any real address. */
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([\w'+\-.]*)[\w+-]@([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

function parseOperator(value: unknown): PublicConfig['operator'] | undefined {
  if (!isRecord(value)) return undefined;
  const { name, address, email } = value;
  if (!isFilledText(name)) return undefined;
  if (address !== null && !isFilledText(address)) return undefined;
  if (email !== null && !(typeof email === 'string' && EMAIL_PATTERN.test(email))) return undefined;
  return { name, address, email };
}

/**
 * Checks the answer against `publicConfigSchema` by hand: every page needs this config, and
 * zod would add 23 KB gzip to the first load, more than the whole home page. The server
 * already validates its responses with the schema; public-config.test.ts keeps this check
 * in agreement with it, and the return type breaks the build if a field is added.
 */
const isOAuthProvider = (value: unknown): value is OAuthProvider =>
  value === 'github' || value === 'google';

/** Missing means none (an older server); anything else malformed is refused, like the schema. */
function parseOAuthProviders(value: unknown): OAuthProvider[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isOAuthProvider)) return undefined;
  return [...value];
}

export function parsePublicConfig(data: unknown): PublicConfig {
  if (isRecord(data)) {
    const { productName, feedbackUrl, version } = data;
    const operator = parseOperator(data.operator);
    const oauthProviders = parseOAuthProviders(data.oauthProviders);
    if (
      isFilledText(productName) &&
      typeof feedbackUrl === 'string' &&
      isHttpUrl(feedbackUrl) &&
      typeof version === 'string' &&
      operator &&
      oauthProviders
    ) {
      return { productName, feedbackUrl, version, operator, oauthProviders };
    }
  }
  throw new TypeError('Unexpected answer from /api/public-config');
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: queryKeys.publicConfig,
  queryFn: ({ signal }) =>
    api.get('/api/public-config', { schema: { parse: parsePublicConfig }, signal }),
  staleTime: Infinity,
  retry: 1,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}

export function useProductName(): string {
  const { data } = useQuery({
    ...publicConfigQueryOptions,
    select: (config) => config.productName,
  });
  return data ?? DEFAULT_PRODUCT_NAME;
}
