import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export type SecurityField =
  | 'currentPassword'
  | 'newPassword'
  | 'newEmail'
  | 'friendly_name'
  | 'phone'
  | 'code'
  | 'password'
  | 'confirmation';

/**
 * The translated message for a field's error. zod and the server speak English, so each field
 * maps its kind of error to a key; `server` marks an answer the server refused.
 */
export function useSecurityErrorMessage() {
  const { t } = useTranslation('account');
  return (field: SecurityField, error: FieldError | undefined): string | undefined => {
    if (!error) return undefined;
    const isServer = error.type === 'server';
    switch (field) {
      case 'currentPassword':
        return isServer
          ? t('security.errors.currentPasswordWrong')
          : t('security.errors.currentPasswordRequired');
      case 'newPassword':
        return t('security.errors.passwordRule');
      case 'newEmail':
        return isServer ? t('security.errors.emailRefused') : t('security.errors.emailInvalid');
      case 'friendly_name':
        return t('security.errors.nameRequired');
      case 'phone':
        return t('security.errors.phoneInvalid');
      case 'code':
        return isServer ? t('security.errors.codeWrong') : t('security.errors.codeInvalid');
      case 'password':
        return isServer
          ? t('security.errors.passwordOrCodeWrong')
          : t('security.errors.passwordRequired');
      case 'confirmation':
        return t('security.errors.confirmationMismatch');
    }
  };
}
