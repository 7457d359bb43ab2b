import { useTranslation } from 'react-i18next';
import type { Settings, SettingsUpdate } from '@waymark/shared/settings';
import { useUpdateSettings } from '@/features/settings/api/update-settings';
import { saveErrorMessage } from '@/lib/save-error';
import { toast } from '@/ui/toast/toast-store';

/** Saves part of the settings and says how it went in a toast. */
export function useSaveSettings() {
  const { t } = useTranslation('account');
  const mutation = useUpdateSettings();
  const save = (
    update: SettingsUpdate,
    onSaved?: (settings: Settings) => void,
    onFailed?: () => void,
  ) => {
    mutation.mutate(update, {
      onSuccess: (settings) => {
        toast.success(t('settings.saved'));
        onSaved?.(settings);
      },
      onError: (error) => {
        toast.error(saveErrorMessage(t, error));
        onFailed?.();
      },
    });
  };
  return { save, isPending: mutation.isPending };
}
