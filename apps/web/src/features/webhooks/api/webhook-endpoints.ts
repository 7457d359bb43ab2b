import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createdWebhookEndpointSchema,
  rotatedWebhookSecretSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhooksApi,
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
} from '@waymark/shared/webhooks/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The signed-in person's webhook endpoints, oldest first (the server's order). */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: queryKeys.security.webhooks(),
    queryFn: ({ signal }) =>
      api.get(webhooksApi.endpoints, { schema: webhookEndpointListSchema, signal }),
    select: (data) => data.endpoints,
  });
}

function useInvalidateEndpoints() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.security.webhooks() });
}

/** Adds an endpoint; the answer holds its secret, shown once and never cached. */
export function useCreateWebhookEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (input: CreateWebhookEndpoint) =>
      api.post(webhooksApi.endpoints, { body: input, schema: createdWebhookEndpointSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateWebhookEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWebhookEndpoint }) =>
      api.patch(webhooksApi.endpoint(id), { body: changes, schema: webhookEndpointSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteWebhookEndpoint() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (id: string) => api.delete(webhooksApi.endpoint(id)),
    onSuccess: invalidate,
  });
}

/** A new secret (shown once); the old one keeps signing for a day. */
export function useRotateWebhookSecret() {
  const invalidate = useInvalidateEndpoints();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(webhooksApi.rotateSecret(id), { schema: rotatedWebhookSecretSchema }),
    onSuccess: invalidate,
  });
}
