import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@waymark/shared/factors';
import { sendJson } from '@/features/security/api/send-json';

export function deleteAccount(request: DeleteAccountRequest) {
  return sendJson('/api/me', 'DELETE', request);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
