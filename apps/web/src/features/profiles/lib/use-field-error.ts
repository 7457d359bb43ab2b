import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BIO_MAX_LENGTH, LOCATION_MAX_LENGTH } from '@waymark/shared/profiles';
import type { ProfileField } from '@/features/profiles/lib/profile-form';

/**
 * The translated message for a field's error. Client (zod) and server (400/409) errors carry
 * English texts, so each field maps its kind of error to a key instead of showing them.
 */
export function useFieldErrorMessage() {
  const { t } = useTranslation('account');
  return (field: ProfileField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    switch (field) {
      case 'username':
        return error.type === 'CONFLICT'
          ? t('profile.errors.usernameTaken')
          : t('profile.errors.usernameRule');
      case 'fullName':
        return error.type === 'too_small' || /required/i.test(error.message ?? '')
          ? t('profile.errors.fullNameRequired')
          : t('profile.errors.fullNameTooLong');
      case 'bio':
        return t('profile.errors.bioTooLong', { max: BIO_MAX_LENGTH });
      case 'location':
        return t('profile.errors.locationTooLong', { max: LOCATION_MAX_LENGTH });
      case 'website':
        return t('profile.errors.websiteInvalid');
      case 'language':
        return t('profile.errors.languageInvalid');
    }
  };
}
