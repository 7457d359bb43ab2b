import { Send } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH } from '@waymark/shared/engage/contracts';
import { mentionAtCaret } from '@waymark/shared/engage/mentions';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { pendingComment, useAddComment, useMentionable } from '@/features/timeline/api/engage';
import { ActorAvatar } from '@/features/timeline/components/actor-avatar';
import { completeMention, suggestPeople } from '@/features/timeline/components/mention-suggestions';
import { ApiError } from '@/lib/api-client';
import { cx } from '@/lib/cx';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';

/**
 * Writes a comment. Typing `@` offers the people I follow in a listbox the keyboard drives
 * (arrows, Enter or Tab to pick, Escape to close) while focus stays in the text.
 */
export function CommentComposer({
  activityId,
  author,
}: {
  activityId: string;
  /** The writer, as their comment shows before the server has it. */
  author: ProfileCard;
}) {
  const { t } = useTranslation('social');
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [highlighted, setHighlighted] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useAddComment(activityId);
  const typing = mentionAtCaret(text, caret);
  const people = useMentionable(author.id, typing !== null);
  const suggestions =
    typing && dismissedAt !== typing.start ? suggestPeople(people.data ?? [], typing.query) : [];
  const open = suggestions.length > 0;
  const active = open ? Math.min(highlighted, suggestions.length - 1) : -1;
  const listId = `${id}-people`;
  const optionId = (index: number) => `${id}-person-${index}`;

  const follow = () => setCaret(field.current?.selectionStart ?? 0);
  const pick = (username: string) => {
    const next = completeMention(text, caret, username);
    if (!next) return;
    setText(next.text);
    setCaret(next.caret);
    setHighlighted(0);
    requestAnimationFrame(() => field.current?.setSelectionRange(next.caret, next.caret));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open && typing) {
      const move = { ArrowDown: 1, ArrowUp: -1 }[event.key];
      if (move !== undefined) {
        event.preventDefault();
        setHighlighted((active + move + suggestions.length) % suggestions.length);
        return;
      }
      const chosen = suggestions[active]?.username;
      if ((event.key === 'Enter' || event.key === 'Tab') && chosen) {
        event.preventDefault();
        pick(chosen);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissedAt(typing.start);
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };
  const submit = () => {
    const body = text.trim();
    if (body === '') {
      setError(t('engage.emptyComment'));
      return;
    }
    // The comment shows in the thread at once; a refusal takes it out and gives the text back.
    setText('');
    setCaret(0);
    setError(null);
    add.mutate(
      { comment: pendingComment(activityId, author, body) },
      {
        onError: (failure) => {
          setText((current) => (current === '' ? body : current));
          if (failure instanceof ApiError && failure.status === 400) setError(failure.message);
          else toast.error(t('engage.sendFailed'));
        },
      },
    );
  };

  return (
    <form
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {t('engage.composerLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          ref={field}
          id={`${id}-text`}
          dir="auto"
          rows={2}
          value={text}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder={t('engage.placeholder')}
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setCaret(event.target.selectionStart);
            setHighlighted(0);
            if (error) setError(null);
          }}
          onSelect={follow}
          onClick={follow}
          onKeyDown={onKeyDown}
          onBlur={() => typing && setDismissedAt(typing.start)}
          onFocus={() => setDismissedAt(null)}
          className="min-h-10 w-full flex-1 resize-y rounded-lg border border-line bg-raised px-3 py-2 text-sm text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        />
        <button type="submit" className={buttonClasses('primary', 'md', 'shrink-0')}>
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('engage.send')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
      {open ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('engage.mentionSuggestions')}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-line bg-raised p-1 shadow-lg"
        >
          {suggestions.map((person, index) => (
            <li
              key={person.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus (and the caret) in the text while the pointer picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => person.username && pick(person.username)}
              className={cx(
                'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                index === active ? 'bg-brand-soft text-fg' : 'hover:bg-surface',
              )}
            >
              <ActorAvatar
                actor={person}
                name={person.fullName ?? person.username ?? ''}
                size="sm"
              />
              <span className="min-w-0">
                <bdi className="block truncate font-medium">
                  {person.fullName ?? person.username}
                </bdi>
                <span className="block truncate text-xs text-muted">@{person.username}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
