import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor } from '@waymark/shared/factors';
import { CodeStep } from '@/features/security/components/code-step';
import { inputClasses } from '@/ui/form-field';

interface FreshCodeStepProps {
  /** Verified factors the person can prove themselves with; the first is the default. */
  factors: Factor[];
  submitLabel: string;
  onVerified: () => void;
}

/** "Confirm it's you": a code from one of the verified factors, for changes that need aal2. */
export function FreshCodeStep({ factors, submitLabel, onVerified }: FreshCodeStepProps) {
  const { t } = useTranslation('account');
  const selectId = useId();
  const [factorId, setFactorId] = useState(factors[0]?.id ?? '');
  const factor = factors.find((candidate) => candidate.id === factorId) ?? factors[0];
  if (!factor) return <p role="alert">{t('security.freshCode.noFactor')}</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium">{t('security.freshCode.intro')}</p>
      {factors.length > 1 ? (
        <div className="space-y-1.5">
          <label htmlFor={selectId} className="block text-sm font-medium">
            {t('security.freshCode.useFactor')}
          </label>
          <select
            id={selectId}
            value={factor.id}
            onChange={(event) => setFactorId(event.target.value)}
            className={inputClasses}
          >
            {factors.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.friendly_name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {/* A new key starts a new challenge when the person switches factor. */}
      <CodeStep key={factor.id} factor={factor} submitLabel={submitLabel} onVerified={onVerified} />
    </div>
  );
}
