import { useTranslation } from 'react-i18next';
import {
  useInsightPreferences,
  useUpdateInsightPreferences,
} from '@/features/insights/api/insight-preferences';
import { toast } from '@/ui/toast/toast-store';

/** The opt-in weekly summary mail, sent on Mondays by a scheduled job. */
export function WeeklyMailSetting() {
  const { t } = useTranslation('insights');
  const preferences = useInsightPreferences({ isEnabled: true });
  const update = useUpdateInsightPreferences();
  const isChecked = update.isPending
    ? (update.variables?.weeklyEmail ?? false)
    : (preferences.data?.weeklyEmail ?? false);
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-line bg-raised p-5 shadow-sm">
      <input
        id="insights-weekly-mail"
        type="checkbox"
        className="mt-1 size-4 accent-[var(--wm-brand)]"
        checked={isChecked}
        disabled={!preferences.data || update.isPending}
        aria-describedby="insights-weekly-mail-help"
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
      <div>
        <label htmlFor="insights-weekly-mail" className="font-medium">
          {t('mail.label')}
        </label>
        <p id="insights-weekly-mail-help" className="text-sm text-muted">
          {t('mail.help')}
        </p>
      </div>
    </div>
  );
}
