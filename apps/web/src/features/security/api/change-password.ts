import { useMutation } from '@tanstack/react-query';
import { sendJson } from '@/features/security/api/send-json';
import type { ChangePasswordRequest } from '@/features/security/lib/security-forms';

export function changePassword(request: ChangePasswordRequest) {
  return sendJson('/api/auth/change-password', 'POST', request);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
