import { billingApi, type PaymentsRequest } from '@waymark/shared/billing/contracts';
import { apiFetch } from '@/lib/api-client';

/**
 * Spec §7 POST /payments: a checkout or portal session's address. When the answer is not ok,
 * the error message is the response text (spec §7), not the usual error body.
 */
export async function createPaymentsSession(request: PaymentsRequest): Promise<string> {
  const response = await apiFetch(billingApi.payments, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (!response.ok) throw new Error(await response.text());
  const body = (await response.json()) as { url?: unknown };
  if (typeof body.url !== 'string') throw new Error('No session address in the answer');
  return body.url;
}
