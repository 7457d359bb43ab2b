import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backupCodesSchema } from '@waymark/shared/factors';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** New backup codes replace every old one; the server needs an aal2 session for it. */
export function regenerateBackupCodes() {
  return api.post('/api/auth/factors/backup-codes', { schema: backupCodesSchema });
}

export function useRegenerateBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateBackupCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.security.factors() }),
  });
}
