import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BIO_MAX_LENGTH, LOCATION_MAX_LENGTH, type OwnProfile } from '@waymark/shared/profiles';
import { pathTo } from '@waymark/shared/routes';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { UsernameField } from '@/features/profile/components/username-field';
import {
  editProfileFormSchema,
  type EditProfileFormInput,
  type EditProfileFormOutput,
} from '@/features/profile/lib/profile-form';
import { useFieldErrorMessage } from '@/features/profile/lib/use-field-error';
import { useAuthContext } from '@/lib/auth/auth-context';
import { cx } from '@/lib/cx';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { buttonClasses } from '@/ui/button-styles';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';
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
  const { register, control, setError, handleSubmit, reset, formState } = useForm<
    EditProfileFormInput,
    unknown,
    EditProfileFormOutput
  >({ resolver: zodResolver(editProfileFormSchema), defaultValues: defaultsOf(profile) });
  const { errors } = formState;
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
      <FormField
        id="profile-full-name"
        label={t('profile.fields.fullName')}
        error={fieldMessage('fullName', errors.fullName)}
      >
        <input
          id="profile-full-name"
          dir="auto"
          {...register('fullName')}
          autoComplete="name"
          aria-invalid={errors.fullName ? true : undefined}
          aria-describedby={describedBy('profile-full-name', { error: errors.fullName })}
          className={inputClasses}
        />
      </FormField>
      <UsernameField
        id="profile-username"
        registration={register('username')}
        value={username}
        currentUsername={profile.username}
        error={fieldMessage('username', errors.username)}
      />
      <FormField
        id="profile-bio"
        label={t('profile.fields.bio')}
        hint={
          <span className={cx(bioLength > BIO_MAX_LENGTH && 'font-medium text-danger')}>
            {t('profile.edit.bioCounter', { count: bioLength, max: BIO_MAX_LENGTH })}
          </span>
        }
        error={fieldMessage('bio', errors.bio)}
      >
        <textarea
          id="profile-bio"
          dir="auto"
          {...register('bio')}
          rows={4}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={describedBy('profile-bio', { hint: true, error: errors.bio })}
          className={inputClasses}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="profile-location"
          label={t('profile.fields.location')}
          error={fieldMessage('location', errors.location)}
        >
          <input
            id="profile-location"
            dir="auto"
            {...register('location')}
            maxLength={LOCATION_MAX_LENGTH}
            autoComplete="address-level2"
            aria-invalid={errors.location ? true : undefined}
            aria-describedby={describedBy('profile-location', { error: errors.location })}
            className={inputClasses}
          />
        </FormField>
        <FormField
          id="profile-website"
          label={t('profile.fields.website')}
          error={fieldMessage('website', errors.website)}
        >
          <input
            id="profile-website"
            {...register('website')}
            type="url"
            inputMode="url"
            dir="ltr"
            placeholder="https://"
            autoComplete="url"
            aria-invalid={errors.website ? true : undefined}
            aria-describedby={describedBy('profile-website', { error: errors.website })}
            className={inputClasses}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-5">
        <Link to={pathTo('profile', { id: profile.id })} className={buttonClasses('secondary')}>
          {t('profile.edit.viewProfile')}
        </Link>
        <button type="submit" disabled={update.isPending} className={buttonClasses('primary')}>
          <Save aria-hidden="true" className="size-4" />
          {update.isPending ? t('profile.edit.saving') : t('profile.edit.save')}
        </button>
      </div>
    </form>
  );
}
