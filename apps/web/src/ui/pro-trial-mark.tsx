import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsProByTrial } from '@/lib/billing-status';
import { cx } from '@/lib/cx';

/**
 * "Pro · included in your trial": beside a Pro feature while the free week alone opens it, so
 * people see what Pro adds before the week ends. Nothing for members or once the week is over.
 */
export function ProTrialMark({ className }: { className?: string }) {
  const { t } = useTranslation();
  const isShown = useIsProByTrial();
  if (!isShown) return null;
  return (
    <span
      data-testid="pro-trial-mark"
      className={cx(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-soft px-2.5 py-0.5 align-middle text-xs font-semibold tracking-normal whitespace-nowrap text-brand-text',
        className,
      )}
    >
      <Sparkles aria-hidden="true" className="size-3.5" />
      {t('pro.includedInTrial')}
    </span>
  );
}
