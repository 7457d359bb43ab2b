import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the field-level `details` of a 400/409 answer onto the form's fields, typed with the
 * error code so the page can tell "taken" from "breaks the rule". Returns whether any field
 * took an error; if none did, the page shows a message for the whole form instead.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
): boolean {
  if (!(error instanceof ApiError) || !error.details) return false;
  let applied = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    if (!field) continue;
    setError(field, { type: error.code, message: detail.message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The message for an error that belongs to no single field. */
export function formErrorMessage(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('auth.errors.network', { ns: 'account' });
  switch (error.code) {
    case 'RATE_LIMITED':
      return t('auth.errors.rateLimited', { ns: 'account' });
    case 'DB_UNAVAILABLE':
    case 'INTERNAL':
      return t('auth.errors.server', { ns: 'account' });
    default:
      return t('auth.errors.generic', { ns: 'account' });
  }
}
