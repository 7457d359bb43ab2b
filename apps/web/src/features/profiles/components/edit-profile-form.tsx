import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, LOCATION_MAX_LENGTH, type OwnProfile } from '@waymark/shared/profiles';
import { pathTo } from '@waymark/shared/routes';
import { useUpdateProfile } from '@/features/profiles/api/update-profile';
import { UsernameField } from '@/features/profiles/components/username-field';
import {
  editProfileFormSchema,
  type EditProfileFormInput,
  type EditProfileFormOutput,
} from '@/features/profiles/lib/profile-form';
import { useFieldErrorMessage } from '@/features/profiles/lib/use-field-error';
import { useAuthContext } from '@/lib/auth/auth-context';
import { cx } from '@/lib/cx';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { fieldBinder } from '@/lib/field-binder';
import { FormActions } from '@/ui/form-actions';
import { LinkButton } from '@/ui/link-button';
import { TextAreaField, TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast/toast-store';

const formFields = ['fullName', 'username', 'bio', 'location', 'website'] as const;

function defaultsOf(profile: OwnProfile): EditProfileFormInput {
  return {
    fullName: profile.fullName ?? '',
    username: profile.username ?? '',
    bio: profile.bio ?? '',
    location: profile.location ?? '',
    website: profile.website ?? '',
  };
}

/** Name, username, bio, location and website; the server's field errors land on their fields. */
export function EditProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('account');
  const { refreshProfile } = useAuthContext();
  const fieldMessage = useFieldErrorMessage();
  const update = useUpdateProfile();
  const form = useForm<EditProfileFormInput, unknown, EditProfileFormOutput>({
    resolver: zodResolver(editProfileFormSchema),
    defaultValues: defaultsOf(profile),
  });
  const { register, control, setError, handleSubmit, reset, formState } = form;
  const { errors } = formState;
  const field = fieldBinder(form, fieldMessage);
  const bioLength = (useWatch({ control, name: 'bio' }) ?? '').length;
  const username = useWatch({ control, name: 'username' });

  const save = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(defaultsOf(saved));
        toast.success(t('profile.edit.saved'));
        void refreshProfile();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, formFields, setError)) {
          toast.error(t('profile.edit.saveFailed'));
        }
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="space-y-5">
      <TextField
        {...field('profile-full-name', 'fullName')}
        label={t('profile.fields.fullName')}
        dir="auto"
        autoComplete="name"
      />
      <UsernameField
        id="profile-username"
        registration={register('username')}
        value={username}
        currentUsername={profile.username}
        error={fieldMessage('username', errors.username)}
      />
      <TextAreaField
        {...field('profile-bio', 'bio')}
        label={t('profile.fields.bio')}
        hint={
          <span className={cx(bioLength > BIO_MAX_LENGTH && 'font-medium text-danger')}>
            {t('profile.edit.bioCounter', { count: bioLength, max: BIO_MAX_LENGTH })}
          </span>
        }
        dir="auto"
        rows={4}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...field('profile-location', 'location')}
          label={t('profile.fields.location')}
          dir="auto"
          maxLength={LOCATION_MAX_LENGTH}
          autoComplete="address-level2"
        />
        <TextField
          {...field('profile-website', 'website')}
          label={t('profile.fields.website')}
          type="url"
          inputMode="url"
          dir="ltr"
          placeholder="https://"
          autoComplete="url"
        />
      </div>
      <FormActions
        cancel={
          <LinkButton to={pathTo('profile', { id: profile.id })} variant="secondary">
            {t('profile.edit.viewProfile')}
          </LinkButton>
        }
        isSaving={update.isPending}
        saveLabel={t('profile.edit.save')}
        savingLabel={t('profile.edit.saving')}
      />
    </form>
  );
}
