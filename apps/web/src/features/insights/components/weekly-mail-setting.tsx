import { useTranslation } from 'react-i18next';
import {
  useInsightPreferences,
  useUpdateInsightPreferences,
} from '@/features/insights/api/insight-preferences';
import { toast } from '@/ui/toast/toast-store';
import { CheckboxField } from '@/ui/toggle-field';

/** The opt-in weekly summary mail, sent on Mondays by a scheduled job. */
export function WeeklyMailSetting() {
  const { t } = useTranslation('insights');
  const preferences = useInsightPreferences({ isEnabled: true });
  const update = useUpdateInsightPreferences();
  const isChecked = update.isPending
    ? (update.variables?.weeklyEmail ?? false)
    : (preferences.data?.weeklyEmail ?? false);
  return (
    <CheckboxField
      id="insights-weekly-mail"
      label={t('mail.label')}
      hint={t('mail.help')}
      rowClassName="rounded-2xl border border-line bg-raised p-5 shadow-sm"
      boxOffset="mt-1"
      checked={isChecked}
      disabled={!preferences.data || update.isPending}
      onChange={(event) =>
        update.mutate(
          { weeklyEmail: event.target.checked },
          {
            onSuccess: () => toast.success(t('mail.saved')),
            onError: () => toast.error(t('errors.saveFailed')),
          },
        )
      }
    />
  );
}
