import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsProByTrial } from '@/lib/billing-status';
import { cx } from '@/lib/cx';
import { Pill } from '@/ui/pill';

/**
 * "Pro · included in your trial": beside a Pro feature while the free week alone opens it, so
 * people see what Pro adds before the week ends. Nothing for members or once the week is over.
 */
export function ProTrialMark({ className }: { className?: string }) {
  const { t } = useTranslation();
  const isShown = useIsProByTrial();
  if (!isShown) return null;
  return (
    <Pill
      size="md"
      icon={Sparkles}
      testId="pro-trial-mark"
      className={cx(
        'shrink-0 bg-brand-soft align-middle tracking-normal whitespace-nowrap text-brand-text',
        className,
      )}
    >
      {t('pro.includedInTrial')}
    </Pill>
  );
}
