import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  notificationTypes,
  settingsSchema,
  type NotificationType,
  type Settings,
} from '@waymark/shared/settings';
import { SaveButton } from '@/features/settings/components/save-button';
import { SectionCard } from '@/features/settings/components/section-card';
import { WithSettings } from '@/features/settings/components/with-settings';
import { useSaveSettings } from '@/features/settings/lib/use-save-settings';

const notificationsSchema = settingsSchema.pick({ notifications: true });

function useTypeLabels(): Record<NotificationType, string> {
  const { t } = useTranslation('account');
  return {
    newFollower: t('settings.notifications.newFollower'),
    followRequest: t('settings.notifications.followRequest'),
    connectionRequest: t('settings.notifications.connectionRequest'),
    comments: t('settings.notifications.comments'),
    likes: t('settings.notifications.likes'),
    mentions: t('settings.notifications.mentions'),
    messages: t('settings.notifications.messages'),
    journeyReminders: t('settings.notifications.journeyReminders'),
    billing: t('settings.notifications.billing'),
  };
}

const checkboxClasses =
  'size-5 cursor-pointer rounded accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** Every notification type against the two channels, one checkbox each. */
function NotificationsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('account');
  const labels = useTypeLabels();
  const { save, isPending } = useSaveSettings();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(notificationsSchema),
    defaultValues: { notifications: settings.notifications },
  });
  const submit = handleSubmit((values) =>
    save(values, (saved) => reset({ notifications: saved.notifications })),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('settings.notifications.tableCaption')}</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 text-start font-medium">
                {t('settings.notifications.type')}
              </th>
              <th scope="col" className="w-24 py-2 text-center font-medium">
                {t('settings.notifications.inApp')}
              </th>
              <th scope="col" className="w-24 py-2 text-center font-medium">
                {t('settings.notifications.email')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {notificationTypes.map((type) => (
              <tr key={type}>
                <th scope="row" className="py-3 text-start font-normal">
                  {labels[type]}
                </th>
                <td className="py-3 text-center">
                  <input
                    type="checkbox"
                    aria-label={t('settings.notifications.inAppFor', { type: labels[type] })}
                    className={checkboxClasses}
                    {...register(`notifications.${type}.inApp`)}
                  />
                </td>
                <td className="py-3 text-center">
                  <input
                    type="checkbox"
                    aria-label={t('settings.notifications.emailFor', { type: labels[type] })}
                    className={checkboxClasses}
                    {...register(`notifications.${type}.email`)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SaveButton isPending={isPending} isDisabled={!formState.isDirty} />
    </form>
  );
}

export function NotificationsSection() {
  const { t } = useTranslation('account');
  return (
    <SectionCard
      title={t('settings.notifications.cardTitle')}
      description={t('settings.notifications.cardHelp')}
    >
      <WithSettings>{(settings) => <NotificationsForm settings={settings} />}</WithSettings>
    </SectionCard>
  );
}
