import { SmilePlus } from 'lucide-react';
import { useState } from 'react';
import { cx } from '@/lib/cx';

export interface ReactionCount {
  emoji: string;
  count: number;
  /** I reacted with it: the chip is pressed. */
  mine: boolean;
}

/** Reactions under a message, each a toggle (pressed when mine); the caller names each one. */
export function ReactionChips<Reaction extends ReactionCount>({
  reactions,
  label,
  chipLabel,
  chipTitle,
  disabled = false,
  onToggle,
  className = 'mt-1',
}: {
  reactions: readonly Reaction[];
  /** The list's accessible name. */
  label: string;
  chipLabel: (reaction: Reaction) => string;
  /** A tooltip, such as who reacted. */
  chipTitle?: (reaction: Reaction) => string;
  disabled?: boolean;
  onToggle: (reaction: Reaction) => void;
  className?: string;
}) {
  if (reactions.length === 0) return null;
  return (
    <ul aria-label={label} className={cx('flex flex-wrap gap-1', className)}>
      {reactions.map((reaction) => (
        <li key={reaction.emoji}>
          <button
            type="button"
            aria-pressed={reaction.mine}
            disabled={disabled}
            title={chipTitle?.(reaction)}
            aria-label={chipLabel(reaction)}
            onClick={() => onToggle(reaction)}
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
  );
}

/** A button opening quick reactions above it; Escape or a choice closes it. */
export function ReactionMenu({
  choices,
  reactions,
  label,
  choiceLabel = (emoji) => emoji,
  buttonClassName,
  onPick,
}: {
  choices: readonly string[];
  /** The message's reactions, to press the ones that are mine. */
  reactions: readonly ReactionCount[];
  /** The button's and the menu's accessible name. */
  label: string;
  choiceLabel?: (emoji: string) => string;
  buttonClassName: string;
  /** `active`: add it (false: take mine back). */
  onPick: (emoji: string, active: boolean) => void;
}) {
  const [open, setOpen] = useState(false);
  const mine = new Set(reactions.filter((reaction) => reaction.mine).map((r) => r.emoji));
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
        aria-label={label}
        title={label}
        onClick={() => setOpen((value) => !value)}
        className={buttonClassName}
      >
        <SmilePlus aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <div
          role="group"
          aria-label={label}
          className="absolute end-0 bottom-full z-10 mb-1 flex gap-0.5 rounded-full border border-line bg-raised p-1 shadow-lg"
        >
          {choices.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-pressed={mine.has(emoji)}
              aria-label={choiceLabel(emoji)}
              onClick={() => {
                onPick(emoji, !mine.has(emoji));
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
