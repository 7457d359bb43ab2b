import { MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@waymark/shared/routes';
import type { TimelineItem } from '@waymark/shared/timeline/contracts';
import { useComments } from '@/features/timeline/api/engage';
import { CheerButton, engageButtonClasses } from '@/features/timeline/components/cheer-button';
import { CommentComposer } from '@/features/timeline/components/comment-composer';
import { CommentItem } from '@/features/timeline/components/comment-item';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useFormatters } from '@/lib/format/use-formatters';
import { buttonClasses } from '@/ui/button-styles';
import { LoadFailed } from '@/ui/load-failed';
import { Spinner } from '@/ui/spinner';

function CommentThread({ activityId }: { activityId: string }) {
  const { t } = useTranslation('social');
  const thread = useComments(activityId, true);
  if (thread.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="size-4" />
        {t('engage.loading')}
      </p>
    );
  }
  if (thread.isError) {
    return (
      <LoadFailed
        message={t('engage.loadFailed')}
        retryLabel={t('timeline.retry')}
        onRetry={() => void thread.refetch()}
      />
    );
  }
  const comments = thread.data.pages.flatMap((page) => page.items);
  if (comments.length === 0) return <p className="text-sm text-muted">{t('engage.empty')}</p>;
  return (
    <>
      <ol className="space-y-3" aria-label={t('engage.threadLabel')}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <CommentItem comment={comment} />
          </li>
        ))}
      </ol>
      {thread.hasNextPage ? (
        <button
          type="button"
          disabled={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
          className={buttonClasses('ghost', 'md', 'h-8 px-2 text-xs')}
        >
          {t('engage.more')}
        </button>
      ) : null}
    </>
  );
}

/**
 * The foot of a timeline card: the cheer toggle and the comments disclosure, which opens the
 * thread (oldest first) and, for a signed-in reader, the comment box.
 */
export function EngageBar({ item }: { item: TimelineItem }) {
  const { t } = useTranslation('social');
  const format = useFormatters();
  const { user, profile } = useAuthContext();
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const count = item.commentCount;
  return (
    <div className="mt-3 border-t border-line pt-2">
      <div className="flex flex-wrap items-center gap-1">
        <CheerButton item={item} signedIn={user !== null} />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((was) => !was)}
          className={engageButtonClasses(open)}
        >
          <MessageCircle aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {count > 0
            ? t('engage.commentCount', { count, formatted: format.number(count) })
            : t('engage.comment')}
        </button>
      </div>
      {open ? (
        // A plain box, not a named region: several cards may be open at once.
        <div id={regionId} className="mt-3 space-y-3">
          <CommentThread activityId={item.id} />
          {user ? (
            <CommentComposer
              activityId={item.id}
              author={
                profile ?? { id: user.id, username: null, fullName: user.name, avatarUrl: null }
              }
            />
          ) : (
            <p className="text-sm text-muted">
              <Link to={pathTo('login')} className="font-medium text-brand-text hover:underline">
                {t('engage.signIn')}
              </Link>
            </p>
          )}
        </div>
      ) : null}
    </div>
  );
}
