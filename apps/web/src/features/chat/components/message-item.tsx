import { Pencil, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, type Message } from '@waymark/shared/chat/contracts';
import { useDeleteMessage, useEditMessage } from '@/features/chat/api/message-actions';
import { MessageText } from '@/features/chat/components/message-text';
import { ReactionList, ReactionPicker } from '@/features/chat/components/reactions';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { MessageEditor } from '@/ui/message-editor';
import { IconAction } from '@/ui/icon-action';

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
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const deleted = message.deletedAt !== null;
  const save = () => {
    const body = draft.trim();
    if (!body || body === message.body) return setEditing(false);
    // Shown edited at once; a refusal puts the old text back (with a toast).
    edit.mutate({ message, body });
    setEditing(false);
  };
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
            <blockquote
              className={cx(
                'mb-1 border-s-2 ps-2 text-xs opacity-90',
                isMine ? 'border-on-brand/60' : 'border-line',
              )}
            >
              <span className="font-semibold">{nameOfUser(message.replyTo.senderId)}</span>{' '}
              {message.replyTo.deleted ? t('message.deleted') : message.replyTo.excerpt}
            </blockquote>
          ) : null}
          {deleted ? (
            <p>{t('message.deleted')}</p>
          ) : editing ? (
            <MessageEditor
              id={`edit-${message.id}`}
              label={t('message.editLabel')}
              value={draft}
              maxLength={MESSAGE_MAX_LENGTH}
              onChange={setDraft}
              onSave={save}
              onCancel={() => setEditing(false)}
              isSaving={false}
              saveLabel={t('message.save')}
              cancelLabel={t('cancel')}
              onBrand
            />
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
                <button
                  type="button"
                  aria-label={t('message.reply')}
                  title={t('message.reply')}
                  onClick={() => onReply(message)}
                  className={actionClasses}
                >
                  <Reply aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                </button>
                <ReactionPicker message={message} />
              </>
            ) : null}
            {isMine ? (
              <>
                <IconAction
                  icon={Pencil}
                  label={t('message.edit')}
                  onClick={() => {
                    setDraft(message.body);
                    setEditing(true);
                  }}
                  className={actionClasses}
                />
                <IconAction
                  icon={Trash2}
                  label={t('message.delete')}
                  disabled={remove.isPending}
                  onClick={() => setConfirming(true)}
                  className={actionClasses}
                />
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={cx('max-w-[85%]', isMine && 'self-end')}>
        <ReactionList message={message} nameOfUser={nameOfUser} canReact={canPost} />
      </div>
      {footer}
      <ConfirmDialog
        open={confirming}
        title={t('message.confirmDelete')}
        description={t('message.confirmDeleteText')}
        cancelLabel={t('cancel')}
        confirmLabel={t('message.delete')}
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(message.id, { onSettled: () => setConfirming(false) })}
      />
    </article>
  );
}
