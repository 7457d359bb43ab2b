import { ApiError } from '@/lib/api-client';

/** The server wants a freshly verified second factor (aal2) before this change. */
export function needsFreshCode(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'MFA_REQUIRED' || (error.status === 403 && error.code === 'FORBIDDEN'))
  );
}
