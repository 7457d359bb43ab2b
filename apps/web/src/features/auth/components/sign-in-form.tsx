import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { useSignIn } from '@/features/auth/api/sign-in';
import { FormAlert } from '@/features/auth/components/form-alert';
import { PasswordInput } from '@/features/auth/components/password-input';
import { SharedComputerField } from '@/features/auth/components/shared-computer-field';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { signInSchema, type SignInInput } from '@/features/auth/lib/auth-schemas';
import { useAuthFieldMessage } from '@/features/auth/lib/field-messages';
import { formErrorMessage } from '@/features/auth/lib/server-errors';
import { EmailField } from '@/features/auth/components/email-field';
import { ApiError } from '@/lib/api-client';
import { describedBy, FormField } from '@/ui/form-field';

type Problem = { kind: 'unverified'; email: string } | { kind: 'other'; message: string };

function problemFor(t: TFunction, error: unknown, email: string): Problem {
  if (error instanceof ApiError) {
    if (error.code === 'EMAIL_NOT_VERIFIED') return { kind: 'unverified', email };
    // better-auth answers a wrong address or password alike, so nobody learns which exists.
    if (error.status === 401)
      return {
        kind: 'other',
        message: t('auth.login.invalidCredentials', { ns: 'account' }),
      };
  }
  return { kind: 'other', message: formErrorMessage(t, error) };
}

/** E-mail and password; `onSignedIn` runs once the server set the session cookie. */
export function SignInForm({
  onSignedIn,
  email = '',
}: {
  onSignedIn: () => Promise<void>;
  /** The address to start with (the one a confirmation link just confirmed). */
  email?: string;
}) {
  const { t } = useTranslation('account');
  const signIn = useSignIn();
  const fieldMessage = useAuthFieldMessage();
  const [problem, setProblem] = useState<Problem | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      setProblem(problemFor(t, error, values.email));
      return;
    }
    try {
      await onSignedIn();
    } catch (error) {
      setProblem({ kind: 'other', message: formErrorMessage(t, error) });
    }
  });

  const emailError = fieldMessage('email', errors.email);
  const passwordError = fieldMessage('signInPassword', errors.password);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <EmailField id="login-email" error={emailError} registration={register('email')} />
      <FormField
        id="login-password"
        label={t('auth.fields.password', { ns: 'account' })}
        error={passwordError}
      >
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy('login-password', { error: passwordError })}
          {...register('password')}
        />
      </FormField>
      <div className="flex justify-end">
        <Link
          to={routePatterns.forgotPassword}
          className="text-sm font-medium text-brand-text hover:underline"
        >
          {t('auth.login.forgotPassword', { ns: 'account' })}
        </Link>
      </div>
      <SharedComputerField />
      <FormAlert>
        {problem?.kind === 'unverified' ? (
          <>
            {t('auth.login.emailNotVerified', { ns: 'account' })}{' '}
            <Link
              to={`${routePatterns.emailConfirmation}?email=${encodeURIComponent(problem.email)}`}
              className="font-medium underline"
            >
              {t('auth.login.openConfirmation', { ns: 'account' })}
            </Link>
          </>
        ) : problem ? (
          problem.message
        ) : undefined}
      </FormAlert>
      <SubmitButton
        pending={isSubmitting}
        label={t('auth.login.submit', { ns: 'account' })}
        pendingLabel={t('auth.login.submitting', { ns: 'account' })}
      />
    </form>
  );
}
