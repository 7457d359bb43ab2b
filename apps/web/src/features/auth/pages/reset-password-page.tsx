import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormAlert } from '@/features/auth/components/form-alert';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PasswordStrengthMeter } from '@/features/auth/components/password-strength-meter';
import { SubmitButton } from '@/features/auth/components/submit-button';
import {
  resetPasswordFormSchema,
  type ResetPasswordFormValues,
} from '@/features/auth/lib/auth-schemas';
import { useAuthFieldMessage } from '@/features/auth/lib/field-messages';
import { applyServerFieldErrors, formErrorMessage } from '@/features/auth/lib/server-errors';
import { ApiError } from '@/lib/api-client';
import { useProductName } from '@/lib/public-config';
import { toast } from '@/ui/toast/toast-store';
import { describedBy, FormField } from '@/ui/form-field';

export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const resetPassword = useResetPassword();
  const fieldMessage = useAuthFieldMessage();
  // A link that was fine on arrival can still be refused on submit (used meanwhile, expired).
  const [isLinkDead, setIsLinkDead] = useState(searchParams.has('error') || !token);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async ({ newPassword: password }) => {
    if (!token) return;
    setProblem(null);
    try {
      await resetPassword.mutateAsync({ token, newPassword: password });
      toast.success(t('auth.resetPassword.success'));
      await navigate(routePatterns.login, { replace: true });
    } catch (error) {
      if (applyServerFieldErrors(error, ['newPassword'], setError)) return;
      // better-auth answers 400 INVALID_TOKEN (reshaped to BAD_REQUEST) for a used or old link.
      if (error instanceof ApiError && error.code === 'BAD_REQUEST') setIsLinkDead(true);
      else setProblem(formErrorMessage(t, error));
    }
  });

  const passwordError = fieldMessage('password', errors.newPassword);
  const confirmError = fieldMessage('confirmPassword', errors.confirmPassword);
  const footer = (
    <p>
      <Link to={routePatterns.login} className="font-medium text-brand-text hover:underline">
        {t('auth.forgotPassword.backToLogin')}
      </Link>
    </p>
  );

  if (isLinkDead) {
    return (
      <AuthCard
        title={t('auth.resetPassword.title')}
        documentTitle={t('auth.resetPassword.documentTitle', { productName })}
        footer={footer}
      >
        <div className="space-y-4">
          <FormAlert>{t('auth.resetPassword.linkDead')}</FormAlert>
          <Link
            to={routePatterns.forgotPassword}
            className="inline-block text-sm font-medium text-brand-text hover:underline"
          >
            {t('auth.resetPassword.askNewLink')}
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.resetPassword.title')}
      documentTitle={t('auth.resetPassword.documentTitle', { productName })}
      lead={t('auth.resetPassword.lead')}
      footer={footer}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormField
          id="reset-password"
          label={t('auth.fields.newPassword')}
          hint={
            <div className="space-y-1.5">
              <PasswordStrengthMeter password={newPassword} />
              <p>{t('auth.errors.passwordRule')}</p>
            </div>
          }
          error={passwordError}
        >
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={describedBy('reset-password', { hint: true, error: passwordError })}
            {...register('newPassword')}
          />
        </FormField>
        <FormField
          id="reset-password-confirm"
          label={t('auth.fields.confirmPassword')}
          error={confirmError}
        >
          <PasswordInput
            id="reset-password-confirm"
            autoComplete="new-password"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={describedBy('reset-password-confirm', { error: confirmError })}
            {...register('confirmPassword')}
          />
        </FormField>
        <FormAlert>{problem ?? undefined}</FormAlert>
        <SubmitButton
          pending={isSubmitting}
          label={t('auth.resetPassword.submit')}
          pendingLabel={t('auth.resetPassword.submitting')}
        />
      </form>
    </AuthCard>
  );
}
