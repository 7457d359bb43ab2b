import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  settingsSchema,
  whoCanFollowValues,
  whoCanMessageValues,
  type Settings,
} from '@waymark/shared/settings';
import { ModerationLists } from '@/features/settings/components/moderation-lists';
import { SaveButton } from '@/features/settings/components/save-button';
import { SectionCard } from '@/ui/section-card';
import { SwitchField } from '@/ui/toggle-field';
import { VisibilityForm } from '@/features/settings/components/visibility-form';
import { WithOwnProfile } from '@/features/settings/components/with-own-profile';
import { WithSettings } from '@/features/settings/components/with-settings';
import { useSettingsForm } from '@/features/settings/lib/use-settings-form';
import { ChoiceGroup } from '@/ui/choice-group';

const interactionSchema = settingsSchema.pick({
  whoCanFollow: true,
  whoCanMessage: true,
  showActivityStatus: true,
  showOnLeaderboard: true,
  discoverable: true,
});

function InteractionsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('account');
  const { form, submit, isPending } = useSettingsForm(settings, interactionSchema);
  const followLabels = {
    everyone: t('settings.privacy.followEveryone'),
    approval: t('settings.privacy.followApproval'),
  };
  const messageLabels = {
    everyone: t('settings.privacy.messageEveryone'),
    connections: t('settings.privacy.messageConnections'),
    nobody: t('settings.privacy.messageNobody'),
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="divide-y divide-line">
      <Controller
        control={form.control}
        name="whoCanFollow"
        render={({ field }) => (
          <ChoiceGroup
            look="described"
            name={field.name}
            legend={t('settings.privacy.whoCanFollow')}
            options={whoCanFollowValues.map((value) => ({ value, label: followLabels[value] }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={form.control}
        name="whoCanMessage"
        render={({ field }) => (
          <ChoiceGroup
            look="described"
            name={field.name}
            legend={t('settings.privacy.whoCanMessage')}
            options={whoCanMessageValues.map((value) => ({ value, label: messageLabels[value] }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <SwitchField
        id="settings-activity-status"
        label={t('settings.privacy.activityStatus')}
        hint={t('settings.privacy.activityStatusHelp')}
        {...form.register('showActivityStatus')}
      />
      <SwitchField
        id="settings-leaderboard"
        label={t('settings.privacy.leaderboard')}
        hint={t('settings.privacy.leaderboardHelp')}
        {...form.register('showOnLeaderboard')}
      />
      <SwitchField
        id="settings-discoverable"
        label={t('settings.privacy.discoverable')}
        hint={t('settings.privacy.discoverableHelp')}
        {...form.register('discoverable')}
      />
      <SaveButton isPending={isPending} isDisabled={!form.formState.isDirty} />
    </form>
  );
}

export function PrivacySection() {
  const { t } = useTranslation('account');
  return (
    <>
      <SectionCard title={t('settings.privacy.profileCard')}>
        <WithOwnProfile>{(profile) => <VisibilityForm profile={profile} />}</WithOwnProfile>
      </SectionCard>
      <SectionCard
        title={t('settings.privacy.interactionsCard')}
        description={t('settings.privacy.interactionsHelp')}
      >
        <WithSettings>{(settings) => <InteractionsForm settings={settings} />}</WithSettings>
      </SectionCard>
      <ModerationLists />
    </>
  );
}
