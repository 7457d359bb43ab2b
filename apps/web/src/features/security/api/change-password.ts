import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@/features/security/lib/security-forms';
import { api } from '@/lib/api-client';

export function changePassword(request: ChangePasswordRequest) {
  return api.post('/api/auth/change-password', { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
