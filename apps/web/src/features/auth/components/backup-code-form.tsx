import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useVerifyBackupCode } from '@/features/auth/api/verify-backup-code';
import { FormAlert } from '@/features/auth/components/form-alert';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { backupCodeFormSchema, type BackupCodeFormValues } from '@/features/auth/lib/auth-schemas';
import { useAuthFieldMessage } from '@/features/auth/lib/field-messages';
import { formErrorMessage } from '@/features/auth/lib/server-errors';
import { ApiError } from '@/lib/api-client';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';

/** One of the backup codes, for when the phone or app is not at hand. */
export function BackupCodeForm({ onVerified }: { onVerified: () => Promise<void> }) {
  const { t } = useTranslation('account');
  const fieldMessage = useAuthFieldMessage();
  const verify = useVerifyBackupCode();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BackupCodeFormValues>({
    resolver: zodResolver(backupCodeFormSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      await verify.mutateAsync(code);
      await onVerified();
    } catch (error) {
      setProblem(
        error instanceof ApiError && error.code === 'BAD_REQUEST'
          ? t('auth.secondFactor.wrongBackupCode')
          : formErrorMessage(t, error),
      );
    }
  });
  const codeError = fieldMessage('backupCode', errors.code);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormField id="backup-code" label={t('auth.secondFactor.backupCodeLabel')} error={codeError}>
        <input
          id="backup-code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          autoFocus
          placeholder="abcde-12345"
          aria-invalid={codeError ? true : undefined}
          aria-describedby={describedBy('backup-code', { error: codeError })}
          className={`${inputClasses} font-mono`}
          {...register('code')}
        />
      </FormField>
      <FormAlert>{problem ?? undefined}</FormAlert>
      <SubmitButton
        pending={isSubmitting}
        label={t('auth.secondFactor.verify')}
        pendingLabel={t('auth.secondFactor.verifying')}
      />
    </form>
  );
}
