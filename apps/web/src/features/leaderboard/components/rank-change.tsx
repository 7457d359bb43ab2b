import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format/use-formatters';

/**
 * Points gained against the previous period: an arrow for the eye, the sentence for screen
 * readers (the arrow alone says nothing). The all-time board has no previous period.
 */
export function RankChange({ change }: { change: number | null }) {
  const { t } = useTranslation('leaderboard');
  const { number } = useFormatters();
  if (change === null) {
    return (
      <span className="text-muted">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('change.none')}</span>
      </span>
    );
  }
  const value = number(Math.abs(change));
  if (change === 0) {
    return (
      <span className="inline-flex items-center gap-1 text-muted">
        <Minus aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('change.same')}</span>
      </span>
    );
  }
  const isUp = change > 0;
  const Icon = isUp ? ArrowUp : ArrowDown;
  return (
    <span
      className={`inline-flex items-center gap-1 tabular-nums ${isUp ? 'text-success-text' : 'text-danger'}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span aria-hidden="true">{value}</span>
      <span className="sr-only">{t(isUp ? 'change.up' : 'change.down', { value })}</span>
    </span>
  );
}
