import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@waymark/shared/routes';
import { usePosts } from '@/features/blog/api/get-posts';
import { PostDate } from '@/features/blog/components/post-date';
import { RssLink } from '@/features/blog/components/rss-link';
import { useProductName } from '@/lib/public-config';
import { PageFallback } from '@/ui/page-fallback';
import { PageIntro } from '@/ui/page-intro';
import { LoadFailed } from '@/ui/load-failed';

export function BlogListPage() {
  const { t } = useTranslation('info');
  const productName = useProductName();
  const posts = usePosts();

  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <title>{t('blog.documentTitle', { productName })}</title>
      <PageIntro title={t('blog.title')}>
        <p>{t('blog.subtitle', { productName })}</p>
      </PageIntro>
      <div className="mt-4 flex justify-center">
        <RssLink />
      </div>

      <div className="mt-12">
        {posts.isPending ? (
          <PageFallback />
        ) : posts.isError ? (
          <LoadFailed
            message={t('blog.listError')}
            retryLabel={t('blog.retry')}
            onRetry={() => void posts.refetch()}
          />
        ) : posts.data.length === 0 ? (
          <p className="text-center text-muted">{t('blog.empty')}</p>
        ) : (
          <ol className="space-y-6">
            {posts.data.map((post) => (
              <li key={post.slug}>
                <article className="relative rounded-2xl border border-line bg-raised p-6 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-brand">
                  <p className="text-sm text-muted">
                    <PostDate date={post.date} />
                  </p>
                  <h2 lang="en" dir="ltr" className="mt-2 text-xl font-semibold tracking-tight">
                    <Link
                      to={pathTo('blogPost', { slug: post.slug })}
                      className="outline-none after:absolute after:inset-0 after:rounded-2xl"
                    >
                      {post.title}
                    </Link>
                  </h2>
                  <p lang="en" dir="ltr" className="mt-2 leading-7 text-muted">
                    {post.summary}
                  </p>
                  <p className="mt-3 text-sm font-medium">
                    {t('blog.byline', { author: post.author })}
                  </p>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
