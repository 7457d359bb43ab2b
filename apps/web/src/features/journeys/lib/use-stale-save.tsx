import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { StaleNotice } from '@/features/journeys/components/stale-notice';
import { isStale } from '@/features/journeys/lib/api-errors';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/ui/toast/toast-store';

/**
 * How an edit form answers a failed save: a 409 (someone saved a newer version) shows the
 * stale notice, field errors land on their fields, anything else is a toast.
 */
export function useStaleSave(reload: () => Promise<unknown>) {
  const { t } = useTranslation('journeys');
  const [isStaleShown, setIsStaleShown] = useState(false);
  function onSaveFailed<Values extends FieldValues>(
    error: unknown,
    fields: readonly Path<Values>[],
    setError: UseFormSetError<Values>,
  ) {
    if (isStale(error)) setIsStaleShown(true);
    else if (!applyServerFieldErrors(error, fields, setError)) toast.error(t('form.saveFailed'));
  }
  return {
    onSaveFailed,
    notice: isStaleShown ? (
      <StaleNotice
        onReload={() => {
          setIsStaleShown(false);
          void reload();
        }}
      />
    ) : null,
  };
}
