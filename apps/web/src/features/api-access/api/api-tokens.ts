import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiTokenListSchema,
  apiTokensApi,
  createdApiTokenSchema,
  type ApiToken,
  type CreateApiToken,
} from '@waymark/shared/api-access/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ListedApiToken = ApiToken & { isExpired: boolean };

/**
 * The signed-in person's personal access tokens, newest first (the server's order), each
 * marked expired or not as of when the list arrived.
 */
export function useApiTokens() {
  return useQuery({
    queryKey: queryKeys.security.apiTokens(),
    queryFn: ({ signal }) => api.get(apiTokensApi.tokens, { schema: apiTokenListSchema, signal }),
    select: (data): ListedApiToken[] => {
      const now = Date.now();
      return data.tokens.map((token) => ({
        ...token,
        isExpired: Date.parse(token.expires_at) <= now,
      }));
    },
  });
}

/** Creates a token; the answer holds the secret, which is shown once and never cached. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiToken) =>
      api.post(apiTokensApi.tokens, { body: input, schema: createdApiTokenSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.apiTokens() }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(apiTokensApi.token(id)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.apiTokens() }),
  });
}
