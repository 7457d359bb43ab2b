import { Rss } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BLOG_FEED_PATH } from '@waymark/shared/blog';
import { useProductName } from '@/lib/public-config';

/** A visible link to the feed, and the `<link rel="alternate">` feed readers discover. */
export function RssLink() {
  const { t } = useTranslation('info');
  const productName = useProductName();
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={t('blog.rssTitle', { productName })}
        href={BLOG_FEED_PATH}
      />
      <a
        href={BLOG_FEED_PATH}
        className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-brand-text hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Rss aria-hidden="true" className="size-4" />
        {t('blog.rssLink')}
      </a>
    </>
  );
}
