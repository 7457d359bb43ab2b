import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '@waymark/shared/auth';

/** Every field of the auth forms whose errors the pages show. */
export type AuthField =
  | 'name'
  | 'username'
  | 'email'
  | 'password'
  | 'signInPassword'
  | 'confirmPassword'
  | 'code'
  | 'backupCode';

/**
 * The translated message for a field's error. The shared schemas and the server speak English,
 * so each field maps its kind of error (a zod issue code, or the server's CONFLICT) to a key.
 */
export function useAuthFieldMessage() {
  const { t } = useTranslation('account');
  return (field: AuthField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    switch (field) {
      case 'name':
        return error.type === 'too_big'
          ? t('auth.errors.nameTooLong')
          : t('auth.errors.nameRequired');
      case 'username':
        return error.type === 'CONFLICT'
          ? t('auth.errors.usernameTaken')
          : t('auth.errors.usernameRule');
      // A taken address is never reported: the server answers as for a new one.
      case 'email':
        return t('auth.errors.emailInvalid');
      case 'password':
        return error.message?.includes(`at most ${PASSWORD_MAX_LENGTH}`)
          ? t('auth.errors.passwordTooLong', { max: PASSWORD_MAX_LENGTH })
          : t('auth.errors.passwordRule');
      case 'signInPassword':
        return t('auth.errors.passwordRequired');
      case 'confirmPassword':
        return t('auth.errors.passwordsDiffer');
      case 'code':
        return t('auth.errors.codeFormat');
      case 'backupCode':
        return t('auth.errors.backupCodeFormat');
    }
  };
}
