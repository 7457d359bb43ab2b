import { zodResolver } from '@hookform/resolvers/zod';
import { LockKeyhole } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '@/features/security/api/change-password';
import { SecurityCard } from '@/ui/security-card';
import {
  changePasswordSchema,
  type ChangePasswordRequest,
} from '@/features/security/lib/security-forms';
import { useSecurityErrorMessage } from '@/features/security/lib/use-security-error';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { buttonClasses } from '@/ui/button-styles';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';
import { toast } from '@/ui/toast/toast-store';

export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const errorMessage = useSecurityErrorMessage();
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { errors } = formState;

  const submit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        reset();
        toast.success(t('security.password.changed'));
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, ['currentPassword', 'newPassword'], setError)) return;
        // better-auth answers a wrong current password with a 400/401 and no field.
        if (error instanceof ApiError && [400, 401, 403].includes(error.status)) {
          setError('currentPassword', { type: 'server' }, { shouldFocus: true });
        } else toast.error(t('security.password.failed'));
      },
    });
  });

  return (
    <SecurityCard id="password" icon={LockKeyhole} title={t('security.password.title')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="max-w-md space-y-4">
        <FormField
          id="current-password"
          label={t('security.password.current')}
          error={errorMessage('currentPassword', errors.currentPassword)}
        >
          <input
            id="current-password"
            type="password"
            {...register('currentPassword')}
            autoComplete="current-password"
            aria-invalid={errors.currentPassword ? true : undefined}
            aria-describedby={describedBy('current-password', { error: errors.currentPassword })}
            className={inputClasses}
          />
        </FormField>
        <FormField
          id="new-password"
          label={t('security.password.new')}
          hint={t('security.password.rule')}
          error={errorMessage('newPassword', errors.newPassword)}
        >
          <input
            id="new-password"
            type="password"
            {...register('newPassword')}
            autoComplete="new-password"
            aria-invalid={errors.newPassword ? true : undefined}
            aria-describedby={describedBy('new-password', {
              hint: true,
              error: errors.newPassword,
            })}
            className={inputClasses}
          />
        </FormField>
        {/* The server ends the other sessions on every change: no choice to offer. */}
        <p className="text-sm text-muted">{t('security.password.signsOutOthers')}</p>
        <button type="submit" disabled={change.isPending} className={buttonClasses('primary')}>
          {t('security.password.submit')}
        </button>
      </form>
    </SecurityCard>
  );
}
