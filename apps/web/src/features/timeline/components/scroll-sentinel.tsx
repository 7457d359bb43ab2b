import { useTranslation } from 'react-i18next';
import { LoadMoreNear } from '@/ui/load-more-near';
import type { NextPages } from '@/ui/use-load-when-near';

/**
 * The timeline's infinite scroll, with no end but the first event: it reaches further ahead than
 * other lists and says so when the last page is in.
 */
export function ScrollSentinel(pages: NextPages) {
  const { t } = useTranslation('social');
  return (
    <LoadMoreNear
      {...pages}
      margin="600px"
      labels={{ loadMore: t('timeline.loadMore'), loadingMore: t('timeline.loadingMore') }}
      end={<p className="py-6 text-center text-sm text-muted">{t('timeline.end')}</p>}
    />
  );
}
