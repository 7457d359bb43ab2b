import { Flag, Pencil, Reply, SmilePlus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGE_MAX_LENGTH } from '@waymark/shared/chat/contracts';
import type { CommunityMessage } from '@waymark/shared/community/contracts';
import { pathTo } from '@waymark/shared/routes';
import {
  useDeleteMessage,
  useEditMessage,
  useReact,
} from '@/features/community/api/message-actions';
import { PersonBadge } from '@/features/community/components/person-badge';
import { QUICK_REACTIONS, nameOf } from '@/features/community/lib/channels';
import { cx } from '@/lib/cx';
import { useFormatters } from '@/lib/format/use-formatters';
import { buttonClasses } from '@/ui/button-styles';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { inputClasses } from '@/ui/form-field';

interface MessageItemProps {
  message: CommunityMessage;
  slug: string;
  onReply: (message: CommunityMessage) => void;
  onReport: (message: CommunityMessage) => void;
}

const actionClasses =
  'rounded-md p-1.5 text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50';

/** The quick reactions, behind a button; Escape or a choice closes them. */
function ReactionMenu({ message, slug }: { message: CommunityMessage; slug: string }) {
  const { t } = useTranslation('community');
  const react = useReact(slug);
  const [open, setOpen] = useState(false);
  const mine = new Set(message.reactions.filter((r) => r.mine).map((r) => r.emoji));
  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-label={t('message.react')}
        title={t('message.react')}
        onClick={() => setOpen((value) => !value)}
        className={actionClasses}
      >
        <SmilePlus aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <div
          role="group"
          aria-label={t('message.react')}
          className="absolute end-0 bottom-full z-10 mb-1 flex gap-0.5 rounded-full border border-line bg-raised p-1 shadow-lg"
        >
          {QUICK_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-pressed={mine.has(emoji)}
              aria-label={t('message.reactWith', { emoji })}
              onClick={() => {
                react.mutate({ id: message.id, emoji, active: !mine.has(emoji) });
                setOpen(false);
              }}
              className="rounded-full px-1.5 py-0.5 text-lg hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring aria-pressed:bg-brand-soft"
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * One message of a channel, as in a forum thread: picture, name (to the profile), time, the
 * quoted message it answers, its text and reactions. Its actions (reply, react, edit and delete
 * mine, report others') show on hover and focus and are always reachable with Tab.
 */
export function MessageItem({ message, slug, onReply, onReport }: MessageItemProps) {
  const { t } = useTranslation('community');
  const { time, dateTime } = useFormatters();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const edit = useEditMessage(slug);
  const remove = useDeleteMessage(slug);
  const react = useReact(slug);
  const author = nameOf(message.author) ?? t('message.someone');
  const removed = message.removedAt !== null;
  const gone = removed || message.deletedAt !== null;
  const save = () => {
    const body = draft.trim();
    if (!body || body === message.body) return setEditing(false);
    edit.mutate({ id: message.id, body }, { onSuccess: () => setEditing(false) });
  };
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
          <blockquote className="mt-1 border-s-2 border-line ps-2 text-xs text-muted">
            <span className="font-semibold">
              {nameOf(message.replyTo.author) ?? t('message.someone')}
            </span>{' '}
            {message.replyTo.gone ? t('message.quoteGone') : <bdi>{message.replyTo.excerpt}</bdi>}
          </blockquote>
        ) : null}
        {gone ? (
          <p className="mt-0.5 text-sm text-muted italic">
            {removed ? t('message.removed') : t('message.deleted')}
          </p>
        ) : editing ? (
          <div className="mt-1 space-y-2">
            <label htmlFor={`edit-${message.id}`} className="sr-only">
              {t('message.editLabel')}
            </label>
            <textarea
              id={`edit-${message.id}`}
              value={draft}
              maxLength={MESSAGE_MAX_LENGTH}
              rows={2}
              dir="auto"
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  save();
                } else if (event.key === 'Escape') {
                  setEditing(false);
                }
              }}
              className={inputClasses}
            />
            <div className="flex justify-end gap-2">
              <button
                type="button"
                onClick={() => setEditing(false)}
                className={buttonClasses('secondary', 'md', 'h-8 px-3 text-xs')}
              >
                {t('message.cancel')}
              </button>
              <button
                type="button"
                onClick={save}
                disabled={edit.isPending}
                className={buttonClasses('primary', 'md', 'h-8 px-3 text-xs')}
              >
                {t('message.save')}
              </button>
            </div>
          </div>
        ) : (
          <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-fg">
            {/* Members write in any language: the text takes its own direction, the line the page's. */}
            <bdi>{message.body}</bdi>
          </p>
        )}
        {message.reactions.length > 0 && !gone ? (
          <ul aria-label={t('message.reactions')} className="mt-1.5 flex flex-wrap gap-1">
            {message.reactions.map((reaction) => (
              <li key={reaction.emoji}>
                <button
                  type="button"
                  aria-pressed={reaction.mine}
                  disabled={react.isPending}
                  aria-label={t('message.reactionCount', {
                    emoji: reaction.emoji,
                    number: reaction.count,
                  })}
                  onClick={() =>
                    react.mutate({ id: message.id, emoji: reaction.emoji, active: !reaction.mine })
                  }
                  className={cx(
                    'flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs focus-visible:outline-2 focus-visible:outline-ring',
                    reaction.mine
                      ? 'border-brand bg-brand-soft text-brand-text'
                      : 'border-line bg-raised text-fg hover:bg-surface',
                  )}
                >
                  <span aria-hidden="true">{reaction.emoji}</span>
                  <span aria-hidden="true">{reaction.count}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {!gone && !editing ? (
        <div className="absolute end-2 -top-3 flex items-center gap-0.5 rounded-lg border border-line bg-raised p-0.5 opacity-0 shadow-sm group-focus-within:opacity-100 group-hover:opacity-100 focus-within:opacity-100">
          <button
            type="button"
            aria-label={t('message.reply')}
            title={t('message.reply')}
            onClick={() => onReply(message)}
            className={actionClasses}
          >
            <Reply aria-hidden="true" className="size-4" />
          </button>
          <ReactionMenu message={message} slug={slug} />
          {message.isMine ? (
            <>
              <button
                type="button"
                aria-label={t('message.edit')}
                title={t('message.edit')}
                onClick={() => {
                  setDraft(message.body);
                  setEditing(true);
                }}
                className={actionClasses}
              >
                <Pencil aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                aria-label={t('message.delete')}
                title={t('message.delete')}
                onClick={() => setConfirming(true)}
                className={actionClasses}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </>
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
      <ConfirmDialog
        open={confirming}
        title={t('message.deleteTitle')}
        description={t('message.deleteText')}
        cancelLabel={t('message.cancel')}
        confirmLabel={t('message.delete')}
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(message.id, { onSuccess: () => setConfirming(false) })}
      />
    </article>
  );
}
