import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  communicationFlags,
  notificationTypes,
  settingsSchema,
  type NotificationType,
  type CommunicationFlag,
  type Settings,
} from '@waymark/shared/settings';
import { SaveButton } from '@/features/settings/components/save-button';
import { SectionCard } from '@/ui/section-card';
import { SwitchField } from '@/ui/toggle-field';
import { WithSettings } from '@/features/settings/components/with-settings';
import { useSettingsForm } from '@/features/settings/lib/use-settings-form';
import { useTypeLabels } from '@/features/settings/sections/notifications-section';

const communicationSchema = settingsSchema.pick({
  productUpdates: true,
  weeklyDigest: true,
  tips: true,
});

const isFlag = (value: string | null): value is CommunicationFlag =>
  (communicationFlags as readonly (string | null)[]).includes(value);

/** `email.<type>`: a notification mail's link turned that kind's e-mail off. */
const notificationTypeOf = (value: string | null): NotificationType | undefined =>
  notificationTypes.find((type) => value === `email.${type}`);

function useFlagTexts() {
  const { t } = useTranslation('account');
  return {
    productUpdates: {
      label: t('settings.communication.productUpdates'),
      hint: t('settings.communication.productUpdatesHelp'),
    },
    weeklyDigest: {
      label: t('settings.communication.weeklyDigest'),
      hint: t('settings.communication.weeklyDigestHelp'),
    },
    tips: { label: t('settings.communication.tips'), hint: t('settings.communication.tipsHelp') },
  } satisfies Record<CommunicationFlag, { label: string; hint: string }>;
}

/** What the unsubscribe link of a mail did, told after its redirect here. */
function UnsubscribeOutcome() {
  const { t } = useTranslation('account');
  const texts = useFlagTexts();
  const typeLabels = useTypeLabels();
  const [params] = useSearchParams();
  const done = params.get('unsubscribed');
  const problem = params.get('unsubscribe');
  const notificationType = notificationTypeOf(done);
  const list = isFlag(done)
    ? texts[done].label
    : done === 'emailDigest'
      ? t('settings.notifications.digest')
      : notificationType
        ? typeLabels[notificationType]
        : null;
  if (list !== null) {
    return (
      <p role="status" className="rounded-lg bg-success/10 px-4 py-3 text-sm text-fg">
        {t('settings.communication.unsubscribed', { list })}
      </p>
    );
  }
  if (problem === 'expired' || problem === 'invalid') {
    return (
      <p role="alert" className="rounded-lg bg-danger/10 px-4 py-3 text-sm text-fg">
        {problem === 'expired'
          ? t('settings.communication.linkExpired')
          : t('settings.communication.linkInvalid')}
      </p>
    );
  }
  return null;
}

function CommunicationForm({ settings }: { settings: Settings }) {
  const texts = useFlagTexts();
  const { form, submit, isPending } = useSettingsForm(settings, communicationSchema);
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="divide-y divide-line">
      {communicationFlags.map((flag) => (
        <SwitchField
          key={flag}
          id={`settings-${flag}`}
          label={texts[flag].label}
          hint={texts[flag].hint}
          {...form.register(flag)}
        />
      ))}
      <SaveButton isPending={isPending} isDisabled={!form.formState.isDirty} />
    </form>
  );
}

export function CommunicationSection() {
  const { t } = useTranslation('account');
  return (
    <>
      <UnsubscribeOutcome />
      <SectionCard
        title={t('settings.communication.cardTitle')}
        description={t('settings.communication.unsubscribeExplained')}
      >
        <WithSettings>{(settings) => <CommunicationForm settings={settings} />}</WithSettings>
      </SectionCard>
    </>
  );
}
