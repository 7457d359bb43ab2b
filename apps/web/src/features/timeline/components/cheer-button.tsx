import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TimelineItem } from '@waymark/shared/timeline/contracts';
import { useCheer } from '@/features/timeline/api/engage';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';
import { toast } from '@/ui/toast/toast-store';

const engageButtonBase =
  'inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The look of the buttons at a card's foot; `active` when pressed or open. */
export const engageButtonClasses = (active: boolean) =>
  cx(
    engageButtonBase,
    active ? 'bg-brand-soft text-brand-text' : 'text-muted hover:bg-surface hover:text-fg',
  );

/**
 * The card's cheer: a toggle that answers at once and goes back if the server says no.
 * Visitors see the count only.
 */
export function CheerButton({ item, signedIn }: { item: TimelineItem; signedIn: boolean }) {
  const { t } = useTranslation('social');
  const format = useFormatters();
  const cheer = useCheer(item.id);
  const { count, cheeredByMe } = item.cheers;
  const countText = t('engage.cheerCount', { count, formatted: format.number(count) });
  if (!signedIn) {
    return (
      <span className="inline-flex h-9 items-center gap-1.5 px-2.5 text-sm text-muted">
        <PartyPopper aria-hidden="true" className="size-4" />
        {countText}
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={cheeredByMe}
      onClick={() =>
        cheer.mutate(!cheeredByMe, { onError: () => toast.error(t('engage.cheerFailed')) })
      }
      className={engageButtonClasses(cheeredByMe)}
    >
      <PartyPopper aria-hidden="true" className="size-4" />
      <span>{t('engage.cheer')}</span>
      {count > 0 ? (
        <span className="tabular-nums">
          <span aria-hidden="true">· </span>
          <span className="sr-only">, </span>
          {countText}
        </span>
      ) : null}
    </button>
  );
}
