import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/lib/format/use-formatters';

/**
 * "3 new" above the list instead of content jumping under the reader; `count` is capped at a
 * page, so a full page of news reads "20+ new".
 */
export function NewItemsPill({
  count,
  isMore,
  onShow,
}: {
  count: number;
  isMore: boolean;
  onShow: () => void;
}) {
  const { t } = useTranslation('social');
  const format = useFormatters();
  if (count === 0) return null;
  const figure = `${format.number(count)}${isMore ? '+' : ''}`;
  return (
    <div className="sticky top-20 z-10 flex justify-center">
      <button
        type="button"
        onClick={onShow}
        className="inline-flex items-center gap-1.5 rounded-full bg-brand px-4 py-2 text-sm font-semibold text-on-brand shadow-lg hover:bg-brand-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        {t('timeline.newItems', { count, figure })}
      </button>
    </div>
  );
}
