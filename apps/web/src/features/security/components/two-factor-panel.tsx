import { KeyRound, MessageSquare, Plus, ShieldCheck, Smartphone, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor, FactorType } from '@waymark/shared/factors';
import { useFactors } from '@/features/security/api/get-factors';
import { EnrolFactorDialog } from '@/features/security/components/enrol-factor-dialog';
import { RegenerateCodesDialog } from '@/features/security/components/regenerate-codes-dialog';
import { RemoveFactorDialog } from '@/features/security/components/remove-factor-dialog';
import { SecurityCard } from '@/ui/security-card';
import { isolate } from '@/features/security/lib/isolate';
import { buttonClasses } from '@/ui/button-styles';
import { Spinner } from '@/ui/spinner';
import { ActionButton } from '@/ui/action-button';
import { IconNote } from '@/ui/icon-note';
import { Pill } from '@/ui/pill';

/** Second factors: the list with status, adding an app or a phone, backup codes, removal. */
export function TwoFactorPanel() {
  const { t } = useTranslation('account');
  const factors = useFactors();
  const [enrolling, setEnrolling] = useState<FactorType | null>(null);
  const [removing, setRemoving] = useState<Factor | null>(null);
  const [isRegenerating, setIsRegenerating] = useState(false);
  const list = factors.data?.factors ?? [];
  const verified = list.filter((factor) => factor.status === 'verified');

  return (
    <SecurityCard
      id="two-factor"
      icon={ShieldCheck}
      title={t('security.twoFactor.title')}
      description={verified.length > 0 ? t('security.twoFactor.on') : t('security.twoFactor.off')}
    >
      {factors.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4 border-2" />
          {t('fallback.loading')}
        </div>
      ) : factors.isError ? (
        <p role="alert" className="text-sm text-danger">
          {t('security.loadFailed')}
        </p>
      ) : (
        <div className="space-y-5">
          {list.length > 0 ? (
            <ul className="divide-y divide-line rounded-lg border border-line">
              {list.map((factor) => (
                <li key={factor.id} className="flex flex-wrap items-center gap-3 p-3">
                  {factor.factor_type === 'totp' ? (
                    <Smartphone aria-hidden="true" className="size-5 text-muted" />
                  ) : (
                    <MessageSquare aria-hidden="true" className="size-5 text-muted" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words">{factor.friendly_name}</p>
                    <p className="text-sm text-muted">
                      {factor.factor_type === 'totp'
                        ? t('security.twoFactor.typeApp')
                        : t('security.twoFactor.typePhone', { phone: isolate(factor.phone ?? '') })}
                    </p>
                  </div>
                  <Pill
                    className={
                      factor.status === 'verified'
                        ? 'bg-success/10 text-success-text'
                        : 'bg-surface text-muted ring-1 ring-line'
                    }
                  >
                    {factor.status === 'verified'
                      ? t('security.twoFactor.verified')
                      : t('security.twoFactor.unverified')}
                  </Pill>
                  <button
                    type="button"
                    onClick={() => setRemoving(factor)}
                    aria-label={t('security.twoFactor.remove', { name: factor.friendly_name })}
                    className={buttonClasses('ghost', 'md', 'px-2')}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <ActionButton onClick={() => setEnrolling('totp')} icon={Plus} variant="secondary">
              {t('security.twoFactor.addApp')}
            </ActionButton>
            <ActionButton onClick={() => setEnrolling('phone')} icon={Plus} variant="secondary">
              {t('security.twoFactor.addPhone')}
            </ActionButton>
          </div>
          {verified.length > 0 ? (
            <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
              <IconNote icon={KeyRound}>
                {t('security.backupCodes.remaining', {
                  count: factors.data.backup_codes_remaining,
                })}
              </IconNote>
              <button
                type="button"
                onClick={() => setIsRegenerating(true)}
                className={buttonClasses('ghost')}
              >
                {t('security.backupCodes.regenerate')}
              </button>
            </div>
          ) : null}
        </div>
      )}
      <EnrolFactorDialog
        type={enrolling ?? 'totp'}
        open={enrolling !== null}
        onClose={() => setEnrolling(null)}
      />
      <RemoveFactorDialog
        factor={removing}
        verifiedFactors={verified}
        onClose={() => setRemoving(null)}
      />
      <RegenerateCodesDialog
        open={isRegenerating}
        verifiedFactors={verified}
        onClose={() => setIsRegenerating(false)}
      />
    </SecurityCard>
  );
}
