import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/ui/toast/toast-store';

const buttonBase =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-medium text-white shadow-sm transition-opacity hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Shows one toast of each kind, to check colours, durations and stacking by hand or in e2e. */
export function TestNotificationsPage() {
  const { t } = useTranslation('diagnostics');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <title>{t('testNotifications.title')}</title>
      <h1 className="text-3xl font-semibold tracking-tight">{t('testNotifications.title')}</h1>
      <p className="mt-2 text-muted">{t('testNotifications.description')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <button
          type="button"
          className={`${buttonBase} bg-success`}
          onClick={() => toast.success(t('testNotifications.successMessage'))}
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('testNotifications.success')}
        </button>
        <button
          type="button"
          className={`${buttonBase} bg-danger`}
          onClick={() => toast.error(t('testNotifications.errorMessage'))}
        >
          <CircleAlert aria-hidden="true" className="size-4" />
          {t('testNotifications.error')}
        </button>
        <button
          type="button"
          className={`${buttonBase} bg-info`}
          onClick={() => toast.info(t('testNotifications.infoMessage'))}
        >
          <Info aria-hidden="true" className="size-4" />
          {t('testNotifications.info')}
        </button>
      </div>
    </div>
  );
}
