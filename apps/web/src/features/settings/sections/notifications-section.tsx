import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  emailDigestValues,
  notificationTypes,
  settingsSchema,
  type EmailDigest,
  type NotificationType,
  type Settings,
} from '@waymark/shared/settings';
import { SaveButton } from '@/features/settings/components/save-button';
import { SectionCard } from '@/ui/section-card';
import { WithSettings } from '@/features/settings/components/with-settings';
import { useSaveSettings } from '@/features/settings/lib/use-save-settings';
import { useSettingsForm } from '@/features/settings/lib/use-settings-form';
import { localeFor } from '@/lib/format/formatters';
import { DataTable, type DataTableColumn } from '@/ui/data-table';
import { FormSelectField } from '@/ui/form-select-field';
import { SelectField } from '@/ui/select-field';

const notificationsSchema = settingsSchema.pick({ notifications: true });

export function useTypeLabels(): Record<NotificationType, string> {
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
    journeyActivity: t('settings.notifications.journeyActivity'),
    security: t('settings.notifications.security'),
  };
}

export function useDigestLabels(): Record<EmailDigest, string> {
  const { t } = useTranslation('account');
  return {
    off: t('settings.notifications.digestOff'),
    daily: t('settings.notifications.digestDaily'),
    weekly: t('settings.notifications.digestWeekly'),
  };
}

const deliverySchema = settingsSchema.pick({
  emailDigest: true,
  quietHoursStart: true,
  quietHoursEnd: true,
});

/** Every full hour, 'HH:00', as the person's language writes a time of day. */
function useHourOptions(): { value: string; label: string }[] {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(localeFor(i18n.language), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return Array.from({ length: 24 }, (_, hour) => ({
    value: `${String(hour).padStart(2, '0')}:00`,
    label: format.format(new Date(Date.UTC(2000, 0, 1, hour))),
  }));
}

/** How notification e-mail arrives: one by one or in a digest, and never in quiet hours. */
function DeliveryForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('account');
  const digestLabels = useDigestLabels();
  const hours = useHourOptions();
  const { form, submit, isPending } = useSettingsForm(settings, deliverySchema);
  const quietOptions = [{ value: '', label: t('settings.notifications.quietOff') }, ...hours];
  const quietField = (name: 'quietHoursStart' | 'quietHoursEnd', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SelectField
          id={`settings-${name}`}
          label={label}
          options={quietOptions}
          name={field.name}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value || null)}
          onBlur={field.onBlur}
          triggerRef={field.ref}
        />
      )}
    />
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <FormSelectField
        control={form.control}
        name="emailDigest"
        id="settings-email-digest"
        label={t('settings.notifications.digest')}
        hint={t('settings.notifications.digestHelp')}
        options={emailDigestValues.map((value) => ({ value, label: digestLabels[value] }))}
      />
      <fieldset>
        <legend className="text-sm font-medium">{t('settings.notifications.quietHours')}</legend>
        <p className="mt-1 text-sm text-muted">{t('settings.notifications.quietHoursHelp')}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {quietField('quietHoursStart', t('settings.notifications.quietStart'))}
          {quietField('quietHoursEnd', t('settings.notifications.quietEnd'))}
        </div>
      </fieldset>
      <SaveButton isPending={isPending} isDisabled={!form.formState.isDirty} />
    </form>
  );
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

/** Which kinds reach me where, then how e-mail arrives (digest, quiet hours). */
export function NotificationsSection() {
  const { t } = useTranslation('account');
  return (
    <div className="space-y-6">
      <SectionCard
        title={t('settings.notifications.cardTitle')}
        description={t('settings.notifications.cardHelp')}
      >
        <WithSettings>{(settings) => <NotificationsForm settings={settings} />}</WithSettings>
      </SectionCard>
      <SectionCard
        title={t('settings.notifications.deliveryTitle')}
        description={t('settings.notifications.deliveryHelp')}
      >
        <WithSettings>{(settings) => <DeliveryForm settings={settings} />}</WithSettings>
      </SectionCard>
    </div>
  );
}
