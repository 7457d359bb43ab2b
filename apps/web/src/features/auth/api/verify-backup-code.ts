import { useMutation } from '@tanstack/react-query';
import { verifiedSessionSchema } from '@waymark/shared/factors';
import { api } from '@/lib/api-client';

/** POST /api/auth/factors/backup-codes/verify: a one-time backup code instead of the factor. */
export function verifyBackupCode(code: string) {
  return api.post('/api/auth/factors/backup-codes/verify', {
    body: { code },
    schema: verifiedSessionSchema,
  });
}

export function useVerifyBackupCode() {
  return useMutation({ mutationFn: verifyBackupCode });
}
