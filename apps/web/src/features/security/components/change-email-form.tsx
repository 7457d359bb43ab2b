import { zodResolver } from '@hookform/resolvers/zod';
import { AtSign, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangeEmail } from '@/features/security/api/change-email';
import { SecurityCard } from '@/ui/security-card';
import { changeEmailSchema, type ChangeEmailRequest } from '@/features/security/lib/security-forms';
import { isolate } from '@/features/security/lib/isolate';
import { useSecurityErrorMessage } from '@/features/security/lib/use-security-error';
import { ApiError } from '@/lib/api-client';
import { useAuthContext } from '@/lib/auth/auth-context';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { buttonClasses } from '@/ui/button-styles';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';
import { toast } from '@/ui/toast/toast-store';

export function ChangeEmailForm() {
  const { t } = useTranslation('account');
  const { user } = useAuthContext();
  const errorMessage = useSecurityErrorMessage();
  const change = useChangeEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangeEmailRequest>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        setSentTo(values.newEmail);
        reset();
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, ['newEmail'], setError)) return;
        if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
          setError('newEmail', { type: 'server' }, { shouldFocus: true });
        } else toast.error(t('security.email.failed'));
      },
    });
  });

  return (
    <SecurityCard
      id="email"
      icon={AtSign}
      title={t('security.email.title')}
      description={user ? t('security.email.current', { email: isolate(user.email) }) : undefined}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md space-y-4">
        <FormField
          id="new-email"
          label={t('security.email.new')}
          hint={t('security.email.explain')}
          error={errorMessage('newEmail', errors.newEmail)}
        >
          <input
            id="new-email"
            type="email"
            {...register('newEmail')}
            autoComplete="email"
            dir="ltr"
            aria-invalid={errors.newEmail ? true : undefined}
            aria-describedby={describedBy('new-email', { hint: true, error: errors.newEmail })}
            className={inputClasses}
          />
        </FormField>
        <button type="submit" disabled={change.isPending} className={buttonClasses('primary')}>
          {t('security.email.submit')}
        </button>
        <p role="status" className="flex gap-2 text-sm text-success-text empty:hidden">
          {sentTo ? (
            <>
              <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('security.email.sent', { email: isolate(sentTo) })}
            </>
          ) : null}
        </p>
      </form>
    </SecurityCard>
  );
}
