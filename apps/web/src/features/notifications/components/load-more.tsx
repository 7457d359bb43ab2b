import { useTranslation } from 'react-i18next';
import { LoadMoreNear } from '@/ui/load-more-near';
import type { NextPages } from '@/ui/use-load-when-near';

/** The notifications list's infinite scroll; nothing under the last page. */
export function LoadMore(pages: NextPages) {
  const { t } = useTranslation('notifications');
  return (
    <LoadMoreNear {...pages} labels={{ loadMore: t('loadMore'), loadingMore: t('loadingMore') }} />
  );
}
