import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { isMissingPost, usePost } from '@/features/blog/api/get-post';
import { PostDate } from '@/features/blog/components/post-date';
import { RssLink } from '@/features/blog/components/rss-link';
import { useProductName } from '@/lib/public-config';
import { BackLink } from '@/ui/back-link';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { PageFallback } from '@/ui/page-fallback';
import { proseClasses } from '@/ui/prose';
import { LoadFailed } from '@/ui/load-failed';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('info');
  const productName = useProductName();
  const post = usePost(slug);

  if (post.isError && isMissingPost(post.error)) return <NotFoundPanel />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <BackLink to={routePatterns.blog} look="pill">
        {t('blog.allPosts')}
      </BackLink>
      <div className="mt-8">
        {post.isPending ? (
          <PageFallback />
        ) : post.isError ? (
          <LoadFailed
            message={t('blog.postError')}
            retryLabel={t('blog.retry')}
            onRetry={() => void post.refetch()}
          />
        ) : (
          <article>
            <title>{t('blog.postDocumentTitle', { title: post.data.title, productName })}</title>
            <header className="border-b border-line pb-8">
              <p className="text-sm text-muted">
                <PostDate date={post.data.date} />
              </p>
              <h1
                lang="en"
                dir="ltr"
                className="mt-2 text-4xl font-bold tracking-tight text-balance"
              >
                {post.data.title}
              </h1>
              <p lang="en" dir="ltr" className="mt-4 text-lg text-muted">
                {post.data.summary}
              </p>
              <p className="mt-4 text-sm font-medium">
                {t('blog.byline', { author: post.data.author })}
              </p>
            </header>
            <div
              lang="en"
              dir="ltr"
              className={`mt-8 ${proseClasses}`}
              // The server renders the Markdown and sanitizes the HTML (capabilities/blog-posts/markdown.ts).
              dangerouslySetInnerHTML={{ __html: post.data.html }}
            />
          </article>
        )}
      </div>
      <div className="mt-12 border-t border-line pt-6">
        <RssLink />
      </div>
    </div>
  );
}
