import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '@waymark/shared/factors';
import { api } from '@/lib/api-client';

export function deleteAccount(request: DeleteAccountRequest) {
  return api.delete('/api/me', { body: request });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
