import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { journeyVisibilities, settingsSchema, type Settings } from '@waymark/shared/settings';
import { SaveButton } from '@/features/settings/components/save-button';
import { SectionCard } from '@/ui/section-card';
import { SwitchField } from '@/ui/toggle-field';
import { WithSettings } from '@/features/settings/components/with-settings';
import { useSettingsForm } from '@/features/settings/lib/use-settings-form';
import { ChoiceGroup } from '@/ui/choice-group';

const contentSchema = settingsSchema.pick({
  defaultJourneyVisibility: true,
  showCompletedJourneys: true,
  reduceMotion: true,
});

function ContentForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation('account');
  const { form, submit, isPending } = useSettingsForm(settings, contentSchema);
  const visibilityLabels = {
    private: t('settings.content.visibilityPrivate'),
    followers: t('settings.content.visibilityFollowers'),
    public: t('settings.content.visibilityPublic'),
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="divide-y divide-line">
      <Controller
        control={form.control}
        name="defaultJourneyVisibility"
        render={({ field }) => (
          <ChoiceGroup
            look="described"
            name={field.name}
            legend={t('settings.content.defaultVisibility')}
            hint={t('settings.content.defaultVisibilityHelp')}
            options={journeyVisibilities.map((value) => ({
              value,
              label: visibilityLabels[value],
            }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <SwitchField
        id="settings-show-completed"
        label={t('settings.content.showCompleted')}
        hint={t('settings.content.showCompletedHelp')}
        {...form.register('showCompletedJourneys')}
      />
      <SwitchField
        id="settings-reduce-motion"
        label={t('settings.content.reduceMotion')}
        hint={t('settings.content.reduceMotionHelp')}
        {...form.register('reduceMotion')}
      />
      <SaveButton isPending={isPending} isDisabled={!form.formState.isDirty} />
    </form>
  );
}

export function ContentSection() {
  const { t } = useTranslation('account');
  return (
    <SectionCard title={t('settings.content.cardTitle')}>
      <WithSettings>{(settings) => <ContentForm settings={settings} />}</WithSettings>
    </SectionCard>
  );
}
