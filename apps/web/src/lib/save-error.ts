import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client';

/** What a failed save tells the person; the server's English message is never shown as is. */
export function saveErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return t('settings.errors.signedOut', { ns: 'account' });
    if (error.status === 429) return t('settings.errors.rateLimited', { ns: 'account' });
    if (error.status === 400) return t('settings.errors.invalid', { ns: 'account' });
  }
  return t('settings.errors.saveFailed', { ns: 'account' });
}
