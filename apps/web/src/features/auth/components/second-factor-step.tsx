import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignInFactors } from '@/features/auth/api/list-factors';
import { BackupCodeForm } from '@/features/auth/components/backup-code-form';
import { FactorChoice } from '@/features/auth/components/factor-choice';
import { FactorCodeForm } from '@/features/auth/components/factor-code-form';
import { FormAlert } from '@/features/auth/components/form-alert';
import { formErrorMessage } from '@/features/auth/lib/server-errors';
import { buttonClasses } from '@/ui/button-styles';
import { PageFallback } from '@/ui/page-fallback';

interface SecondFactorStepProps {
  /** The session is at aal2 now; the page carries on like after any sign-in. */
  onVerified: () => Promise<void>;
  /** Gives up: the half-finished session is signed out. */
  onCancel: () => Promise<void>;
}

export function SecondFactorStep({ onVerified, onCancel }: SecondFactorStepProps) {
  const { t } = useTranslation('account');
  const factors = useSignInFactors();
  const [mode, setMode] = useState<'factor' | 'backup'>('factor');
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (factors.isPending) return <PageFallback />;
  const verified = factors.data?.factors.filter((factor) => factor.status === 'verified') ?? [];
  const chosen = verified.find((factor) => factor.id === chosenId) ?? verified[0];
  const canUseFactor = chosen !== undefined;
  const activeMode = canUseFactor ? mode : 'backup';

  return (
    <div className="space-y-5">
      <p className="text-sm text-muted">
        {activeMode === 'backup'
          ? t('auth.secondFactor.backupLead')
          : chosen?.factor_type === 'phone'
            ? t('auth.secondFactor.phoneLead')
            : t('auth.secondFactor.totpLead')}
      </p>
      {factors.isError ? <FormAlert>{formErrorMessage(t, factors.error)}</FormAlert> : null}

      {activeMode === 'factor' && chosen ? (
        <>
          {verified.length > 1 ? (
            <FactorChoice factors={verified} chosen={chosen} onChoose={setChosenId} />
          ) : null}
          <FactorCodeForm key={chosen.id} factor={chosen} onVerified={onVerified} />
        </>
      ) : (
        <BackupCodeForm onVerified={onVerified} />
      )}

      <div className="flex flex-col gap-2 border-t border-line pt-4 sm:flex-row sm:justify-between">
        {canUseFactor ? (
          <button
            type="button"
            className={buttonClasses('ghost')}
            onClick={() => setMode(activeMode === 'factor' ? 'backup' : 'factor')}
          >
            {activeMode === 'factor'
              ? t('auth.secondFactor.useBackupCode')
              : t('auth.secondFactor.useFactor')}
          </button>
        ) : null}
        <button type="button" className={buttonClasses('ghost')} onClick={() => void onCancel()}>
          {t('auth.secondFactor.cancel')}
        </button>
      </div>
    </div>
  );
}
