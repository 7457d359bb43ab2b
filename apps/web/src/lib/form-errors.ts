import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/**
 * Puts the field-level `details` of a 400/409 answer on the form's fields. Returns true when
 * at least one field took an error, so the caller only toasts what no field explains.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError) || !error.details) return false;
  let isApplied = false;
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path);
    if (!field) continue;
    setError(field, { type: error.code, message: detail.message }, { shouldFocus: !isApplied });
    isApplied = true;
  }
  return isApplied;
}
