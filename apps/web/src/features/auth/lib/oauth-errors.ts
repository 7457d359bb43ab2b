import type { TFunction } from 'i18next';

/**
 * better-auth's OAuth callback errors (and the provider's own, passed through) as the
 * message the callback page shows. Unknown values get the general message.
 */
export function oauthErrorMessage(t: TFunction, error: string): string {
  switch (error.toLowerCase()) {
    case 'access_denied':
      return t('auth.callback.errors.cancelled', { ns: 'account' });
    case 'account_not_linked':
      return t('auth.callback.errors.accountNotLinked', { ns: 'account' });
    case 'email_not_found':
    case "email_doesn't_match":
      return t('auth.callback.errors.noEmail', { ns: 'account' });
    case 'state_mismatch':
    case 'state_not_found':
    case 'please_restart_the_process':
    case 'no_code':
    case 'invalid_code':
      return t('auth.callback.errors.expired', { ns: 'account' });
    case 'signup_disabled':
      return t('auth.callback.errors.signUpDisabled', { ns: 'account' });
    default:
      return t('auth.callback.errors.generic', { ns: 'account' });
  }
}
