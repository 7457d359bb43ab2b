import { useMutation } from '@tanstack/react-query';
import { supportTicketSchema, type SupportRequest } from '@waymark/shared/settings';
import { api } from '@/lib/api-client';

/** POST /api/support: stores a ticket and mails the support address. */
export function sendSupportMessage(request: SupportRequest) {
  return api.post('/api/support', { schema: supportTicketSchema, body: request });
}

export function useSendSupportMessage() {
  return useMutation({ mutationFn: sendSupportMessage });
}
