import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@waymark/shared/public-config';
import { apiJson } from '@/lib/api-client';

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

/**
 * Checks the answer against `publicConfigSchema` by hand: every page needs this config, and
 * zod would add 23 KB gzip to the first load, more than the whole home page. The server
 * already validates its responses with the schema; public-config.test.ts keeps this check
 * in agreement with it, and the return type breaks the build if a field is added.
 */
export function parsePublicConfig(data: unknown): PublicConfig {
  if (typeof data === 'object' && data !== null) {
    const { productName, feedbackUrl, version } = data as Record<string, unknown>;
    if (
      typeof productName === 'string' &&
      productName.length > 0 &&
      typeof feedbackUrl === 'string' &&
      isHttpUrl(feedbackUrl) &&
      typeof version === 'string'
    ) {
      return { productName, feedbackUrl, version };
    }
  }
  throw new TypeError('Unexpected answer from /api/public-config');
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiJson('/api/public-config', { parse: parsePublicConfig }, { signal }),
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
