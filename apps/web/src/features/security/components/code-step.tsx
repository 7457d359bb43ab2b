import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Factor, VerifiedSession } from '@waymark/shared/factors';
import { useChallengeFactor } from '@/features/security/api/challenge-factor';
import { useVerifyFactor } from '@/features/security/api/verify-factor';
import { codeFormSchema, type CodeForm } from '@/features/security/lib/security-forms';
import { useSecurityErrorMessage } from '@/features/security/lib/use-security-error';
import { ApiError } from '@/lib/api-client';
import { buttonClasses } from '@/ui/button-styles';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';

interface CodeStepProps {
  factor: Pick<Factor, 'id' | 'factor_type' | 'friendly_name'>;
  submitLabel: string;
  onVerified: (session: VerifiedSession) => void;
}

/**
 * Opens a challenge on `factor` (a phone gets its SMS now), takes the 6-digit code and verifies
 * it. A wrong code stays on the field; an expired or locked challenge offers a new one.
 */
export function CodeStep({ factor, submitLabel, onVerified }: CodeStepProps) {
  const { t } = useTranslation('account');
  const errorMessage = useSecurityErrorMessage();
  const challenge = useChallengeFactor();
  const verify = useVerifyFactor();
  const { mutate: openChallenge } = challenge;
  const hasStarted = useRef(false);
  const { register, handleSubmit, setError, formState } = useForm<CodeForm>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const inputId = `code-${factor.id}`;

  useEffect(() => {
    // Strict mode runs effects twice: one SMS is enough.
    if (hasStarted.current) return;
    hasStarted.current = true;
    openChallenge({ factorId: factor.id, type: factor.factor_type });
  }, [openChallenge, factor.id, factor.factor_type]);

  const submit = handleSubmit(({ code }) => {
    if (!challenge.data) return;
    verify.mutate(
      { factorId: factor.id, challengeId: challenge.data.id, code },
      {
        onSuccess: onVerified,
        onError: (error) => {
          // 400/401/403 is a wrong code; 404/410/429 a challenge that is gone or locked.
          const isChallengeGone =
            error instanceof ApiError && [404, 410, 429].includes(error.status);
          if (!isChallengeGone) setError('code', { type: 'server' }, { shouldFocus: true });
        },
      },
    );
  });

  const isChallengeGone =
    verify.error instanceof ApiError && [404, 410, 429].includes(verify.error.status);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-sm text-muted">
        {factor.factor_type === 'phone'
          ? t('security.code.smsSent', { name: factor.friendly_name })
          : t('security.code.fromApp', { name: factor.friendly_name })}
      </p>
      <FormField
        id={inputId}
        label={t('security.code.label')}
        error={errorMessage('code', formState.errors.code)}
      >
        <input
          id={inputId}
          {...register('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          aria-invalid={formState.errors.code ? true : undefined}
          aria-describedby={describedBy(inputId, { error: formState.errors.code })}
          className={`${inputClasses} max-w-40 text-center font-mono text-lg tracking-[0.4em]`}
        />
      </FormField>
      {challenge.isError || isChallengeGone ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          {t('security.code.challengeFailed')}
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => {
              verify.reset();
              openChallenge({ factorId: factor.id, type: factor.factor_type });
            }}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            {t('security.code.newChallenge')}
          </button>
        </div>
      ) : null}
      <button
        type="submit"
        disabled={!challenge.data || verify.isPending}
        className={buttonClasses('primary')}
      >
        {verify.isPending ? t('security.code.verifying') : submitLabel}
      </button>
    </form>
  );
}
