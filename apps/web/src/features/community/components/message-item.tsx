import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommunityMessage } from '@waymark/shared/community/contracts';
import { pathTo } from '@waymark/shared/routes';
import {
  useDeleteMessage,
  useEditMessage,
  useReact,
} from '@/features/community/api/message-actions';
import { PersonBadge } from '@/features/community/components/person-badge';
import { QUICK_REACTIONS } from '@/features/community/lib/channels';
import { nameOf } from '@/ui/messages/person-name';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';
import { ReactionChips, ReactionMenu } from '@/ui/messages/reactions';
import { MessageEditor } from '@/ui/messages/message-editor';
import { DeleteMessageDialog, OwnMessageActions } from '@/ui/messages/own-message-actions';
import { QuotedMessage } from '@/ui/messages/quoted-message';
import { ReplyButton } from '@/ui/messages/reply-button';
import { useOwnMessage } from '@/ui/messages/use-own-message';

interface MessageItemProps {
  message: CommunityMessage;
  slug: string;
  onReply: (message: CommunityMessage) => void;
  onReport: (message: CommunityMessage) => void;
}

const actionClasses =
  'rounded-md p-1.5 text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50';

/**
 * One message of a channel, as in a forum thread: picture, name (to the profile), time, the
 * quoted message it answers, its text and reactions. Its actions (reply, react, edit and delete
 * mine, report others') show on hover and focus and are always reachable with Tab.
 */
export function MessageItem({ message, slug, onReply, onReport }: MessageItemProps) {
  const { t } = useTranslation('community');
  const { time, dateTime } = useFormatters();
  const edit = useEditMessage(slug);
  const remove = useDeleteMessage(slug);
  const own = useOwnMessage(message, edit, remove);
  const editing = own.isEditing;
  const react = useReact(slug);
  // The menu's picks have their own pending state: the chips stay usable meanwhile.
  const pick = useReact(slug);
  const author = nameOf(message.author) ?? t('message.someone');
  const removed = message.removedAt !== null;
  const gone = removed || message.deletedAt !== null;
  return (
    <article
      aria-label={t('message.label', { who: author, time: dateTime(message.createdAt) })}
      className="group relative flex gap-3 rounded-xl px-2 py-2 hover:bg-surface/60 focus-within:bg-surface/60"
    >
      <PersonBadge person={message.author} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <Link
            to={pathTo('profile', { id: message.author.id })}
            className="font-semibold text-fg hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            {author}
          </Link>
          <time
            dateTime={message.createdAt}
            title={dateTime(message.createdAt)}
            className="text-xs text-muted"
          >
            {time(message.createdAt)}
          </time>
          {message.editedAt && !gone ? (
            <span className="text-xs text-muted">({t('message.edited')})</span>
          ) : null}
        </p>
        {message.replyTo ? (
          <QuotedMessage
            author={nameOf(message.replyTo.author) ?? t('message.someone')}
            text={
              message.replyTo.gone ? t('message.quoteGone') : <bdi>{message.replyTo.excerpt}</bdi>
            }
            className="mt-1 border-line text-muted"
          />
        ) : null}
        {gone ? (
          <p className="mt-0.5 text-sm text-muted italic">
            {removed ? t('message.removed') : t('message.deleted')}
          </p>
        ) : editing ? (
          <MessageEditor id={`edit-${message.id}`} own={own} ns="community" className="mt-1" />
        ) : (
          <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-fg">
            {/* Members write in any language: the text takes its own direction, the line the page's. */}
            <bdi>{message.body}</bdi>
          </p>
        )}
        {!gone ? (
          <ReactionChips
            reactions={message.reactions}
            label={t('message.reactions')}
            chipLabel={(reaction) =>
              t('message.reactionCount', { emoji: reaction.emoji, number: reaction.count })
            }
            disabled={react.isPending}
            onToggle={(reaction) =>
              react.mutate({ id: message.id, emoji: reaction.emoji, active: !reaction.mine })
            }
            className="mt-1.5"
          />
        ) : null}
      </div>
      {!gone && !editing ? (
        <div className="absolute end-2 -top-3 flex items-center gap-0.5 rounded-lg border border-line bg-raised p-0.5 opacity-0 shadow-sm group-focus-within:opacity-100 group-hover:opacity-100 focus-within:opacity-100">
          <ReplyButton
            label={t('message.reply')}
            onClick={() => onReply(message)}
            className={actionClasses}
          />
          <ReactionMenu
            choices={QUICK_REACTIONS}
            reactions={message.reactions}
            label={t('message.react')}
            choiceLabel={(emoji) => t('message.reactWith', { emoji })}
            buttonClassName={actionClasses}
            onPick={(emoji, active) => pick.mutate({ id: message.id, emoji, active })}
          />
          {message.isMine ? (
            <OwnMessageActions own={own} ns="community" buttonClassName={actionClasses} />
          ) : (
            <button
              type="button"
              aria-label={message.isReportedByMe ? t('message.reported') : t('message.report')}
              title={message.isReportedByMe ? t('message.reported') : t('message.report')}
              disabled={message.isReportedByMe}
              onClick={() => onReport(message)}
              className={actionClasses}
            >
              <Flag
                aria-hidden="true"
                className={cx('size-4', message.isReportedByMe && 'fill-current')}
              />
            </button>
          )}
        </div>
      ) : null}
      <DeleteMessageDialog
        own={own}
        ns="community"
        onConfirm={(close) => remove.mutate(message.id, { onSuccess: close })}
      />
    </article>
  );
}
