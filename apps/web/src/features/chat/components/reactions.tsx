import { SmilePlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@waymark/shared/chat/contracts';
import { useReact } from '@/features/chat/api/message-actions';
import { cx } from '@/lib/cx';

/** The quick choices of the reaction menu. */
export const QUICK_REACTIONS = ['👍', '❤️', '😂', '🎉', '😮', '😢'] as const;

/** Reactions under a message: each a toggle (pressed when mine), with who reacted as its title. */
export function ReactionList({
  message,
  nameOfUser,
  canReact,
}: {
  message: Message;
  nameOfUser: (id: string) => string;
  canReact: boolean;
}) {
  const { t } = useTranslation('chat');
  const react = useReact();
  if (message.reactions.length === 0) return null;
  return (
    <ul aria-label={t('reactions.label')} className="mt-1 flex flex-wrap gap-1">
      {message.reactions.map((reaction) => {
        const who = reaction.userIds.map(nameOfUser).join(', ');
        return (
          <li key={reaction.emoji}>
            <button
              type="button"
              aria-pressed={reaction.mine}
              disabled={!canReact || react.isPending}
              title={who}
              aria-label={t('reactions.toggle', {
                emoji: reaction.emoji,
                number: reaction.count,
                who,
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
        );
      })}
    </ul>
  );
}

/** A button opening the quick reactions; Escape or a choice closes it. */
export function ReactionPicker({ message }: { message: Message }) {
  const { t } = useTranslation('chat');
  const react = useReact();
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
        aria-label={t('reactions.add')}
        title={t('reactions.add')}
        onClick={() => setOpen((value) => !value)}
        className="rounded p-1 text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
      >
        <SmilePlus aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <div
          role="group"
          aria-label={t('reactions.add')}
          className="absolute bottom-full z-10 mb-1 flex gap-0.5 rounded-full border border-line bg-raised p-1 shadow-lg end-0"
        >
          {QUICK_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-pressed={mine.has(emoji)}
              aria-label={emoji}
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
