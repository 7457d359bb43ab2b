import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor } from '@waymark/shared/factors';
import { CodeStep } from '@/features/security/components/code-step';
import { SelectField } from '@/ui/select-field';

interface FreshCodeStepProps {
  /** Verified factors the person can prove themselves with; the first is the default. */
  factors: Factor[];
  submitLabel: string;
  onVerified: () => void;
}

/** "Confirm it's you": a code from one of the verified factors, for changes that need aal2. */
export function FreshCodeStep({ factors, submitLabel, onVerified }: FreshCodeStepProps) {
  const { t } = useTranslation('account');
  const [factorId, setFactorId] = useState(factors[0]?.id ?? '');
  const factor = factors.find((candidate) => candidate.id === factorId) ?? factors[0];
  if (!factor) return <p role="alert">{t('security.freshCode.noFactor')}</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm font-medium">{t('security.freshCode.intro')}</p>
      {factors.length > 1 ? (
        <SelectField
          label={t('security.freshCode.useFactor')}
          options={factors.map((candidate) => ({
            value: candidate.id,
            label: candidate.friendly_name,
          }))}
          value={factor.id}
          onChange={setFactorId}
        />
      ) : null}
      {/* A new key starts a new challenge when the person switches factor. */}
      <CodeStep key={factor.id} factor={factor} submitLabel={submitLabel} onVerified={onVerified} />
    </div>
  );
}
