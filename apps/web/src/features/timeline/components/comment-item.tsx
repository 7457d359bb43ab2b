import { Check, Hourglass, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@waymark/shared/engage/contracts';
import { useApproveComment, useDeleteComment } from '@/features/timeline/api/engage';
import { ActorAvatarLink, ActorNameLink } from '@/features/timeline/components/actor-links';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RelativeTime } from '@/ui/relative-time';
import { toast } from '@/ui/toast/toast-store';
import { CommentBody } from '@/features/timeline/components/comment-body';
import { isPendingId } from '@/lib/offline/pending-id';
import { WaitingToSync } from '@/ui/waiting-to-sync';

const actionClasses =
  'inline-flex h-8 items-center gap-1 rounded-md px-2 text-xs font-medium text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** One comment: who, when, the text; approve and delete for those who may. */
export function CommentItem({ comment }: { comment: Comment }) {
  const { t } = useTranslation('social');
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(comment.activityId);
  const approve = useApproveComment(comment.activityId);
  const name = comment.author.fullName ?? comment.author.username ?? t('timeline.someone');
  return (
    <article className="flex gap-3" aria-label={t('engage.commentBy', { name })}>
      <ActorAvatarLink actor={comment.author} name={name} size="sm" />
      <div className="min-w-0 flex-1 rounded-xl bg-surface px-3 py-2">
        <p className="flex flex-wrap items-center gap-x-2 text-xs">
          <ActorNameLink actor={comment.author} name={name} className="text-fg" />
          <RelativeTime at={comment.createdAt} className="text-muted" />
          {isPendingId(comment.id) ? <WaitingToSync /> : null}
          {comment.pending ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-blaze-soft px-2 py-0.5 font-medium text-fg">
              <Hourglass aria-hidden="true" className="size-3" />
              {t('engage.pending')}
            </span>
          ) : null}
        </p>
        <div className="mt-1">
          <CommentBody comment={comment} />
        </div>
        {comment.canApprove || comment.canDelete ? (
          <div className="mt-1 flex gap-1">
            {comment.canApprove ? (
              <button
                type="button"
                className={actionClasses}
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(comment.id, {
                    onSuccess: () => toast.success(t('engage.approved')),
                    onError: () => toast.error(t('actionFailed')),
                  })
                }
              >
                <Check aria-hidden="true" className="size-3.5" />
                {t('engage.approve')}
              </button>
            ) : null}
            {comment.canDelete ? (
              <button type="button" className={actionClasses} onClick={() => setConfirming(true)}>
                <Trash2 aria-hidden="true" className="size-3.5" />
                {t('engage.delete')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('engage.deleteTitle')}
        description={t('engage.deleteHelp')}
        cancelLabel={t('cancel')}
        confirmLabel={t('engage.delete')}
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('engage.deleted'));
            },
            onError: () => toast.error(t('actionFailed')),
          })
        }
      />
    </article>
  );
}
