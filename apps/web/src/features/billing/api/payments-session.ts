import { billingApi, type PaymentsRequest } from '@waymark/shared/billing/contracts';
import { api, type Parser } from '@/lib/api-client';

const sessionAddress: Parser<string> = {
  parse(data) {
    const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : null;
    if (typeof url !== 'string') throw new Error('No session address in the answer');
    return url;
  },
};

/**
 * Spec §7 POST /payments: a checkout or portal session's address. When the answer is not ok,
 * the error message is the response text (spec §7), not the usual error body.
 */
export function createPaymentsSession(request: PaymentsRequest): Promise<string> {
  return api.post(billingApi.payments, { body: request, schema: sessionAddress, textErrors: true });
}
