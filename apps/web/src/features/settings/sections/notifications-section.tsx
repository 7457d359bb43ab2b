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
import { DataTable, type DataTableColumn } from '@/ui/data-table';

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
  // One checkbox column per channel; each box says which type and channel it switches.
  const channel = (
    id: 'inApp' | 'email',
    header: string,
    label: (type: NotificationType) => string,
  ): DataTableColumn<NotificationType> => ({
    id,
    header,
    headerClassName: 'w-24 py-2 text-center font-medium',
    cellClassName: 'py-3 text-center',
    cell: (type) => (
      <input
        type="checkbox"
        aria-label={label(type)}
        className={checkboxClasses}
        {...register(`notifications.${type}.${id}`)}
      />
    ),
  });
  const columns: DataTableColumn<NotificationType>[] = [
    {
      id: 'type',
      header: t('settings.notifications.type'),
      headerClassName: 'py-2 text-start font-medium',
      cellClassName: 'py-3 text-start font-normal',
      cell: (type) => labels[type],
      isRowHeader: true,
    },
    channel('inApp', t('settings.notifications.inApp'), (type) =>
      t('settings.notifications.inAppFor', { type: labels[type] }),
    ),
    channel('email', t('settings.notifications.email'), (type) =>
      t('settings.notifications.emailFor', { type: labels[type] }),
    ),
  ];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DataTable
        columns={columns}
        rows={notificationTypes}
        rowKey={(type) => type}
        caption={t('settings.notifications.tableCaption')}
        className="w-full text-sm"
        headRowClassName="border-b border-line text-muted"
      />
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
