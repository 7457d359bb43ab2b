import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Challenge, Factor } from '@waymark/shared/factors';
import { challengeFactor, useChallengeFactor } from '@/features/auth/api/challenge-factor';
import { useVerifyFactor } from '@/features/auth/api/verify-factor';
import { FormAlert } from '@/features/auth/components/form-alert';
import { SubmitButton } from '@/features/auth/components/submit-button';
import { codeFormSchema, type CodeFormValues } from '@/features/auth/lib/auth-schemas';
import { useAuthFieldMessage } from '@/features/auth/lib/field-messages';
import { formErrorMessage } from '@/features/auth/lib/server-errors';
import { ApiError } from '@/lib/api-client';
import { buttonClasses } from '@/ui/button-styles';
import { TextField } from '@/ui/text-field';

interface CodeProblem {
  message: string;
  needsNewCode: boolean;
}

/** Why a code was refused, and whether a new code is needed. */
function codeProblem(t: TFunction, error: unknown): CodeProblem {
  if (error instanceof ApiError) {
    // Five wrong codes lock a challenge; an unknown one has expired away: a new code is needed.
    if (error.code === 'RATE_LIMITED')
      return {
        message: t('auth.secondFactor.locked', { ns: 'account' }),
        needsNewCode: true,
      };
    if (error.code === 'NOT_FOUND')
      return {
        message: t('auth.secondFactor.expired', { ns: 'account' }),
        needsNewCode: true,
      };
    if (error.code === 'BAD_REQUEST' || error.code === 'VALIDATION_FAILED') {
      return {
        message: t('auth.secondFactor.wrongCode', { ns: 'account' }),
        needsNewCode: false,
      };
    }
  }
  return { message: formErrorMessage(t, error), needsNewCode: false };
}

/** A challenge can take codes until it expires (the server refuses it after that anyway). */
function isUsable(challenge: Challenge | null): challenge is Challenge {
  return challenge !== null && Date.parse(challenge.expires_at) > Date.now();
}

/** The 6-digit code of an authenticator app or an SMS: challenge, then verify. */
export function FactorCodeForm({
  factor,
  onVerified,
}: {
  factor: Factor;
  onVerified: () => Promise<void>;
}) {
  const { t } = useTranslation('account');
  const fieldMessage = useAuthFieldMessage();
  const verify = useVerifyFactor();
  const challenge = useChallengeFactor();
  // An authenticator app needs no message, so its challenge starts with the first submit;
  // a phone needs its SMS first, so it starts with "Send code".
  const [current, setCurrent] = useState<Challenge | null>(null);
  const [problem, setProblem] = useState<CodeProblem | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeFormValues>({
    resolver: zodResolver(codeFormSchema),
    defaultValues: { code: '' },
  });
  const isPhone = factor.factor_type === 'phone';

  async function requestCode() {
    setProblem(null);
    try {
      setCurrent(await challenge.mutateAsync(factor.id));
      reset({ code: '' });
      setFocus('code');
    } catch (error) {
      setProblem({ message: formErrorMessage(t, error), needsNewCode: false });
    }
  }

  const onSubmit = handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      const active = isUsable(current) ? current : await challengeFactor(factor.id);
      setCurrent(active);
      await verify.mutateAsync({ factorId: factor.id, challenge_id: active.id, code });
      await onVerified();
    } catch (error) {
      const refused = codeProblem(t, error);
      if (refused.needsNewCode) setCurrent(null);
      setProblem(refused);
      reset({ code: '' });
      setFocus('code');
    }
  });

  const codeError = fieldMessage('code', errors.code);
  const isWaitingForSms = isPhone && !current;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {isWaitingForSms ? null : (
        <TextField
          id="second-factor-code"
          label={t('auth.secondFactor.codeLabel', { ns: 'account' })}
          error={codeError}
          registration={register('code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          dir="ltr"
          autoFocus
          className="text-center font-mono text-lg tracking-[0.5em]"
        />
      )}
      <FormAlert>
        {problem ? (
          <span className="flex flex-wrap items-center gap-x-2">
            {problem.message}
            {problem.needsNewCode && !isPhone
              ? ` ${t('auth.secondFactor.nextCodeHint', { ns: 'account' })}`
              : null}
          </span>
        ) : undefined}
      </FormAlert>
      {isWaitingForSms ? (
        <button
          type="button"
          className={buttonClasses('primary', 'md', 'w-full')}
          disabled={challenge.isPending}
          aria-busy={challenge.isPending}
          onClick={() => void requestCode()}
        >
          {t('auth.secondFactor.sendCode', { ns: 'account' })}
        </button>
      ) : (
        <>
          <SubmitButton
            pending={isSubmitting}
            label={t('auth.secondFactor.verify', { ns: 'account' })}
            pendingLabel={t('auth.secondFactor.verifying', { ns: 'account' })}
          />
          {isPhone || problem?.needsNewCode ? (
            <button
              type="button"
              className={buttonClasses('secondary', 'md', 'w-full')}
              disabled={challenge.isPending}
              onClick={() => void requestCode()}
            >
              {t('auth.secondFactor.requestNewCode', { ns: 'account' })}
            </button>
          ) : null}
        </>
      )}
    </form>
  );
}
