import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/ui/text-field';

interface EmailFieldProps {
  id: string;
  error?: string;
  /** react-hook-form's register('email'). */
  registration: UseFormRegisterReturn;
}

/** The email address of sign-in, sign-up, confirmation and reset: typed left to right. */
export function EmailField({ id, error, registration }: EmailFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      id={id}
      label={t('auth.fields.email')}
      error={error}
      registration={registration}
      type="email"
      autoComplete="email"
      dir="ltr"
    />
  );
}
