import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormAlert } from '@/features/auth/components/form-alert';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { emailOnlySchema, type EmailOnlyValues } from '@/features/auth/lib/auth-schemas';
import { useAuthFieldMessage } from '@/features/auth/lib/field-messages';
import { formErrorMessage } from '@/features/auth/lib/server-errors';
import { EmailField } from '@/features/auth/components/email-field';
import { useProductName } from '@/lib/public-config';

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const requestReset = useRequestPasswordReset();
  const fieldMessage = useAuthFieldMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailOnlyValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setProblem(null);
    try {
      await requestReset.mutateAsync(email);
      setSentTo(email);
    } catch (error) {
      setProblem(formErrorMessage(t, error));
    }
  });
  const emailError = fieldMessage('email', errors.email);

  return (
    <AuthCard
      title={t('auth.forgotPassword.title')}
      documentTitle={t('auth.forgotPassword.documentTitle', { productName })}
      lead={sentTo ? undefined : t('auth.forgotPassword.lead')}
      footer={
        <p>
          <Link to={routePatterns.login} className="font-medium text-brand-text hover:underline">
            {t('auth.forgotPassword.backToLogin')}
          </Link>
        </p>
      }
    >
      {sentTo ? (
        // The same words whether or not an account exists, so the page reveals no addresses.
        <FormAlert tone="success">{t('auth.forgotPassword.sent', { email: sentTo })}</FormAlert>
      ) : (
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <EmailField id="forgot-email" error={emailError} registration={register('email')} />
          <FormAlert>{problem ?? undefined}</FormAlert>
          <SubmitButton
            pending={isSubmitting}
            label={t('auth.forgotPassword.submit')}
            pendingLabel={t('auth.forgotPassword.submitting')}
          />
        </form>
      )}
    </AuthCard>
  );
}
