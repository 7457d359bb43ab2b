import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { deleteAccountRequestSchema } from '@waymark/shared/factors';
import { routePatterns } from '@waymark/shared/routes';
import { useDeleteAccount } from '@/features/security/api/delete-account';
import { useFactors } from '@/features/security/api/get-factors';
import { SecurityCard } from '@/ui/security-card';
import { useSecurityErrorMessage } from '@/features/security/lib/use-security-error';
import { ApiError } from '@/lib/api-client';
import { useAuthContext } from '@/lib/auth/auth-context';
import { buttonClasses } from '@/ui/button-styles';
import { ConfirmActions } from '@/ui/confirm-dialog';
import { Dialog } from '@/ui/dialog';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';
import { toast } from '@/ui/toast/toast-store';

/** The danger zone: a button, then a dialog that wants the password, a code and a typed word. */
export function DeleteAccountPanel() {
  const { t } = useTranslation('account');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <SecurityCard
      id="delete-account"
      icon={TriangleAlert}
      title={t('security.delete.title')}
      description={t('security.delete.description')}
      isDanger
    >
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={buttonClasses('primary', 'md', 'bg-danger hover:bg-danger/90')}
      >
        {t('security.delete.open')}
      </button>
      <Dialog
        open={isOpen}
        title={t('security.delete.dialogTitle')}
        description={t('security.delete.dialogDescription')}
        onClose={() => setIsOpen(false)}
      >
        <DeleteAccountForm onCancel={() => setIsOpen(false)} />
      </Dialog>
    </SecurityCard>
  );
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { signOut } = useAuthContext();
  const errorMessage = useSecurityErrorMessage();
  const factors = useFactors();
  const deleteAccount = useDeleteAccount();
  const isTwoFactorOn = (factors.data?.factors ?? []).some((f) => f.status === 'verified');
  const word = t('security.delete.word');

  // The request's own schema, plus what only the form asks: the typed word, and a code when
  // two-factor authentication is on.
  const schema = useMemo(
    () =>
      deleteAccountRequestSchema
        .extend({ confirmation: z.string() })
        .refine((values) => !isTwoFactorOn || values.code, {
          path: ['code'],
          error: 'Enter a code',
        })
        .refine((values) => values.confirmation.trim() === word, {
          path: ['confirmation'],
          error: 'Type the word',
        }),
    [isTwoFactorOn, word],
  );
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({ resolver: zodResolver(schema), defaultValues: { password: '', code: '', confirmation: '' } });
  const { errors } = formState;

  async function leave() {
    // The server has ended the session with the account; clear what the app holds.
    await signOut().catch(() => undefined);
    toast.success(t('security.delete.done'));
    await navigate(routePatterns.home);
  }

  const submit = handleSubmit(({ password, code }) => {
    deleteAccount.mutate(
      { password, code },
      {
        onSuccess: () => void leave(),
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500 && error.status !== 429) {
            setError('password', { type: 'server' }, { shouldFocus: true });
          } else toast.error(t('security.delete.failed'));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField
        id="delete-password"
        label={t('security.delete.password')}
        error={errorMessage('password', errors.password)}
      >
        <input
          id="delete-password"
          type="password"
          {...register('password')}
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={describedBy('delete-password', { error: errors.password })}
          className={inputClasses}
        />
      </FormField>
      {isTwoFactorOn ? (
        <FormField
          id="delete-code"
          label={t('security.delete.code')}
          hint={t('security.delete.codeHint')}
          error={errors.code ? t('security.errors.codeOrBackupRequired') : undefined}
        >
          <input
            id="delete-code"
            {...register('code')}
            autoComplete="one-time-code"
            dir="ltr"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={describedBy('delete-code', { hint: true, error: errors.code })}
            className={inputClasses}
          />
        </FormField>
      ) : null}
      <FormField
        id="delete-confirmation"
        label={t('security.delete.typeWord', { word })}
        error={errorMessage('confirmation', errors.confirmation)}
      >
        <input
          id="delete-confirmation"
          {...register('confirmation')}
          autoComplete="off"
          aria-invalid={errors.confirmation ? true : undefined}
          aria-describedby={describedBy('delete-confirmation', { error: errors.confirmation })}
          className={inputClasses}
        />
      </FormField>
      <ConfirmActions
        cancelLabel={t('security.cancel')}
        confirmLabel={t('security.delete.confirm')}
        onCancel={onCancel}
        confirmType="submit"
        isPending={deleteAccount.isPending}
        tone="danger"
      />
    </form>
  );
}
