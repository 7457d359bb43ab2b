import { useMutation } from '@tanstack/react-query';
import { verifiedSessionSchema } from '@waymark/shared/factors';
import { postJson } from '@/features/auth/api/post-json';

/** POST /api/auth/factors/backup-codes/verify: a one-time backup code instead of the factor. */
export function verifyBackupCode(code: string) {
  return postJson('/api/auth/factors/backup-codes/verify', { code }, verifiedSessionSchema);
}

export function useVerifyBackupCode() {
  return useMutation({ mutationFn: verifyBackupCode });
}
