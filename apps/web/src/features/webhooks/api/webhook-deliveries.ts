import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhooksApi,
} from '@waymark/shared/webhooks/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** While a message waits for its first answer the log asks again this often. */
const PENDING_POLL_MS = 2000;

/** An endpoint's latest deliveries, newest first; polled while one is still on its way. */
export function useWebhookDeliveries(endpointId: string) {
  return useQuery({
    queryKey: queryKeys.security.webhookDeliveries(endpointId),
    queryFn: ({ signal }) =>
      api.get(webhooksApi.deliveries(endpointId), { schema: webhookDeliveryListSchema, signal }),
    select: (data) => data.deliveries,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some(
        (delivery) => delivery.status === 'pending' && delivery.attempts === 0,
      )
        ? PENDING_POLL_MS
        : false,
  });
}

function useInvalidateDeliveries(endpointId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.security.webhookDeliveries(endpointId) });
}

/** Sends a `webhook.test` event to the endpoint. */
export function useSendTestWebhook(endpointId: string) {
  const invalidate = useInvalidateDeliveries(endpointId);
  return useMutation({
    mutationFn: () => api.post(webhooksApi.test(endpointId), { schema: webhookDeliverySchema }),
    onSuccess: invalidate,
  });
}

/** Sends a message again, now, with the same id and body. */
export function useRedeliverWebhook(endpointId: string) {
  const invalidate = useInvalidateDeliveries(endpointId);
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post(webhooksApi.redeliver(deliveryId), { schema: webhookDeliverySchema }),
    onSuccess: invalidate,
  });
}
