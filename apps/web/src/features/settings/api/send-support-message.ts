import { useMutation } from '@tanstack/react-query';
import { supportTicketSchema, type SupportRequest } from '@waymark/shared/settings';
import { apiJson } from '@/lib/api-client';

/** POST /api/support: stores a ticket and mails the support address. */
export function sendSupportMessage(request: SupportRequest) {
  return apiJson('/api/support', supportTicketSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
  });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
