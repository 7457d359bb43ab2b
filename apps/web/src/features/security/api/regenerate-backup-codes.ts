import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backupCodesSchema } from '@waymark/shared/factors';
import { securityKeys } from '@/features/security/api/security-keys';
import { api } from '@/lib/api-client';

/** New backup codes replace every old one; the server needs an aal2 session for it. */
export function regenerateBackupCodes() {
  return api.post('/api/auth/factors/backup-codes', { schema: backupCodesSchema });
}

export function useRegenerateBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateBackupCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.factors() }),
  });
}
