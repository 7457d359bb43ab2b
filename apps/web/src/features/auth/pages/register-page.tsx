import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { useSignUp } from '@/features/auth/api/sign-up';
import { AuthCard } from '@/features/auth/components/auth-card';
import { FormAlert } from '@/features/auth/components/form-alert';
import { PasswordInput } from '@/features/auth/components/password-input';
import { PasswordStrengthMeter } from '@/features/auth/components/password-strength-meter';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { UsernameStatus } from '@/features/auth/components/username-status';
import { registerFormSchema, type RegisterFormValues } from '@/features/auth/lib/auth-schemas';
import { useAuthFieldMessage } from '@/features/auth/lib/field-messages';
import { applyServerFieldErrors, formErrorMessage } from '@/features/auth/lib/server-errors';
import { EmailField } from '@/features/auth/components/email-field';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useProductName } from '@/lib/public-config';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';

const fields = ['name', 'username', 'email', 'password'] as const;

export function RegisterPage() {
  const { t } = useTranslation('account');
  const productName = useProductName();
  const navigate = useNavigate();
  const { user } = useAuthContext();
  const signUp = useSignUp();
  const fieldMessage = useAuthFieldMessage();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { name: '', username: '', email: '', password: '' },
  });
  // Problems that belong to no field (network, server); field problems sit on their field.
  const [formError, setFormError] = useState<string | null>(null);
  const username = useWatch({ control, name: 'username' });
  const password = useWatch({ control, name: 'password' });

  if (user) return <Navigate to={routePatterns.dashboard} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signUp.mutateAsync(values);
      await navigate(
        `${routePatterns.emailConfirmation}?email=${encodeURIComponent(values.email)}`,
      );
    } catch (error) {
      if (!applyServerFieldErrors(error, fields, setError)) {
        setFormError(formErrorMessage(t, error));
      }
    }
  });

  const messages = {
    name: fieldMessage('name', errors.name),
    username: fieldMessage('username', errors.username),
    email: fieldMessage('email', errors.email),
    password: fieldMessage('password', errors.password),
  };
  const passwordRule = t('auth.errors.passwordRule');
  const passwordHint = (
    <div className="space-y-1.5">
      <PasswordStrengthMeter password={password} />
      {/* When the error is the rule itself, saying it twice helps no one. */}
      {messages.password === passwordRule ? null : <p>{passwordRule}</p>}
    </div>
  );

  return (
    <AuthCard
      title={t('auth.register.title')}
      documentTitle={t('auth.register.documentTitle', { productName })}
      lead={t('auth.register.lead', { productName })}
      footer={
        <p>
          {t('auth.register.haveAccount')}{' '}
          <Link to={routePatterns.login} className="font-medium text-brand-text hover:underline">
            {t('auth.logIn')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <FormField id="register-name" label={t('auth.fields.fullName')} error={messages.name}>
          <input
            id="register-name"
            autoComplete="name"
            aria-invalid={messages.name ? true : undefined}
            aria-describedby={describedBy('register-name', { error: messages.name })}
            className={inputClasses}
            {...register('name')}
          />
        </FormField>
        <FormField
          id="register-username"
          label={t('auth.fields.username')}
          hint={<UsernameStatus username={username} />}
          error={messages.username}
        >
          <input
            id="register-username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            aria-invalid={messages.username ? true : undefined}
            aria-describedby={describedBy('register-username', {
              hint: true,
              error: messages.username,
            })}
            className={inputClasses}
            {...register('username')}
          />
        </FormField>
        <EmailField id="register-email" error={messages.email} registration={register('email')} />
        <FormField
          id="register-password"
          label={t('auth.fields.password')}
          hint={passwordHint}
          error={messages.password}
        >
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            aria-invalid={messages.password ? true : undefined}
            aria-describedby={describedBy('register-password', {
              hint: true,
              error: messages.password,
            })}
            {...register('password')}
          />
        </FormField>
        <FormAlert>{formError ?? undefined}</FormAlert>
        <SubmitButton
          pending={signUp.isPending}
          label={t('auth.register.submit')}
          pendingLabel={t('auth.register.submitting')}
        />
      </form>
    </AuthCard>
  );
}
