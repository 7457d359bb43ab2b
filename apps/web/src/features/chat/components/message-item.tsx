import { useTranslation } from 'react-i18next';
import type { Message } from '@waymark/shared/chat/contracts';
import { useDeleteMessage, useEditMessage } from '@/features/chat/api/message-actions';
import { MessageText } from '@/features/chat/components/message-text';
import { ReactionList, ReactionPicker } from '@/features/chat/components/reactions';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';
import { MessageEditor } from '@/ui/messages/message-editor';
import { DeleteMessageDialog, OwnMessageActions } from '@/ui/messages/own-message-actions';
import { QuotedMessage } from '@/ui/messages/quoted-message';
import { ReplyButton } from '@/ui/messages/reply-button';
import { useOwnMessage, type EditMutation } from '@/ui/messages/use-own-message';

interface MessageItemProps {
  message: Message;
  isMine: boolean;
  /** The sender's name above the bubble (groups, first of a run). */
  senderName: string | null;
  nameOfUser: (id: string) => string;
  canPost: boolean;
  onReply: (message: Message) => void;
  /** Under the bubble: "Seen by …". */
  footer?: React.ReactNode;
}

const actionClasses =
  'rounded p-1 text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring';

/**
 * One message: mine at the end edge, others' at the start (mirrored in Arabic by the logical
 * properties). Its actions (reply, react, edit and delete mine) show on hover and on focus, and
 * are always reachable with Tab.
 */
export function MessageItem(props: MessageItemProps) {
  const { message, isMine, senderName, nameOfUser, canPost, onReply, footer } = props;
  const { t } = useTranslation('chat');
  const { time, dateTime } = useFormatters();
  const optimisticEdit = useEditMessage();
  // Shown edited at once (the editor closes); a refusal puts the old text back with a toast.
  const edit: EditMutation = {
    mutate: ({ body }, { onSuccess }) => {
      optimisticEdit.mutate({ message, body });
      onSuccess();
    },
    isPending: false,
  };
  const remove = useDeleteMessage();
  const own = useOwnMessage(message, edit, remove);
  const deleted = message.deletedAt !== null;
  const editing = own.isEditing;
  return (
    <article
      aria-label={t('message.label', {
        who: isMine ? t('list.you') : nameOfUser(message.senderId),
        time: dateTime(message.createdAt),
      })}
      className={cx('group flex max-w-full flex-col', isMine ? 'items-end' : 'items-start')}
    >
      {senderName ? (
        <p className="mb-0.5 px-3 text-xs font-medium text-muted">{senderName}</p>
      ) : null}
      <div className={cx('flex max-w-[85%] items-end gap-1', isMine && 'flex-row-reverse')}>
        <div
          className={cx(
            'min-w-0 rounded-2xl px-3 py-2 text-sm',
            deleted
              ? 'border border-dashed border-line text-muted italic'
              : isMine
                ? 'bg-brand text-on-brand'
                : 'border border-line bg-raised text-fg',
          )}
        >
          {message.replyTo ? (
            <QuotedMessage
              author={nameOfUser(message.replyTo.senderId)}
              text={message.replyTo.deleted ? t('message.deleted') : message.replyTo.excerpt}
              className={cx('mb-1 opacity-90', isMine ? 'border-on-brand/60' : 'border-line')}
            />
          ) : null}
          {deleted ? (
            <p>{t('message.deleted')}</p>
          ) : editing ? (
            <MessageEditor id={`edit-${message.id}`} own={own} ns="chat" onBrand />
          ) : (
            <>
              {message.attachmentUrl ? (
                <img
                  src={message.attachmentUrl}
                  alt={t('message.image')}
                  className="mb-1 max-h-64 rounded-lg"
                />
              ) : null}
              {message.body ? <MessageText message={message} /> : null}
            </>
          )}
          <p
            className={cx(
              'mt-0.5 text-[0.6875rem]',
              isMine && !deleted ? 'opacity-80' : 'text-muted',
            )}
          >
            <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
            {message.editedAt && !deleted ? ` · ${t('message.edited')}` : ''}
          </p>
        </div>
        {!deleted && !editing ? (
          <div className="flex shrink-0 items-center opacity-100 sm:opacity-0 sm:group-hover:opacity-100 sm:focus-within:opacity-100">
            {canPost ? (
              <>
                <ReplyButton
                  label={t('message.reply')}
                  onClick={() => onReply(message)}
                  className={actionClasses}
                  mirrored
                />
                <ReactionPicker message={message} />
              </>
            ) : null}
            {isMine ? (
              <OwnMessageActions own={own} ns="chat" buttonClassName={actionClasses} />
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={cx('max-w-[85%]', isMine && 'self-end')}>
        <ReactionList message={message} nameOfUser={nameOfUser} canReact={canPost} />
      </div>
      {footer}
      <DeleteMessageDialog
        own={own}
        ns="chat"
        onConfirm={(close) => remove.mutate(message.id, { onSettled: close })}
      />
    </article>
  );
}
