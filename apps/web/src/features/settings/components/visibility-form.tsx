import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ownProfileSchema, profileVisibilities, type OwnProfile } from '@waymark/shared/profiles';
import { useUpdateProfileVisibility } from '@/features/settings/api/update-profile-visibility';
import { SaveButton } from '@/features/settings/components/save-button';
import { saveErrorMessage } from '@/lib/save-error';
import { toast } from '@/ui/toast/toast-store';
import { ChoiceGroup } from '@/ui/choice-group';

const visibilitySchema = ownProfileSchema.pick({ visibility: true });

/** Who may see the profile; saved on the profile itself (PATCH /api/me/profile). */
export function VisibilityForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfileVisibility();
  const { control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(visibilitySchema),
    defaultValues: { visibility: profile.visibility },
  });
  const labels = {
    public: {
      label: t('settings.privacy.visibilityPublic'),
      description: t('settings.privacy.visibilityPublicHelp'),
    },
    followers: {
      label: t('settings.privacy.visibilityFollowers'),
      description: t('settings.privacy.visibilityFollowersHelp'),
    },
    private: {
      label: t('settings.privacy.visibilityPrivate'),
      description: t('settings.privacy.visibilityPrivateHelp'),
    },
  };
  const submit = handleSubmit(({ visibility }) =>
    update.mutate(visibility, {
      onSuccess: (saved) => {
        reset({ visibility: saved.visibility });
        toast.success(t('settings.saved'));
      },
      onError: (error) => toast.error(saveErrorMessage(t, error)),
    }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={control}
        name="visibility"
        render={({ field }) => (
          <ChoiceGroup
            look="described"
            name={field.name}
            legend={t('settings.privacy.visibility')}
            options={profileVisibilities.map((value) => ({ value, ...labels[value] }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <SaveButton isPending={update.isPending} isDisabled={!formState.isDirty} />
    </form>
  );
}
