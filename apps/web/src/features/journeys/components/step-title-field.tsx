import { Pencil } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { STEP_TITLE_MAX } from '@waymark/shared/journeys/common-contracts';
import { cx } from '@/lib/cx';
import { inputClasses } from '@/ui/form-field';

interface StepTitleFieldProps {
  number: number;
  title: string;
  isDisabled: boolean;
  onRename: (title: string) => void;
  /** The step as it reads when not being renamed. */
  children: ReactNode;
}

/**
 * A step's title with its rename button, and in their place while renaming an input: Enter
 * (or leaving the field) saves a changed, non-empty title; Escape gives up. After Enter or
 * Escape the focus goes back to the rename button, so the keyboard stays where it was.
 */
export function StepTitleField({
  number,
  title,
  isDisabled,
  onRename,
  children,
}: StepTitleFieldProps) {
  const { t } = useTranslation('journeys');
  const [draft, setDraft] = useState<string | null>(null);
  const shouldRefocus = useRef(false);
  const finish = (save: boolean, refocus: boolean) => {
    // A field removed after Enter may still report a blur: the first ending wins.
    if (draft === null) return;
    const next = draft.trim();
    shouldRefocus.current = refocus;
    setDraft(null);
    if (save && next && next !== title) onRename(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    finish(event.key === 'Enter', true);
  };

  if (draft === null) {
    return (
      <>
        <div className="min-w-0 flex-1">{children}</div>
        <button
          ref={(node) => {
            if (node && shouldRefocus.current) {
              shouldRefocus.current = false;
              node.focus();
            }
          }}
          type="button"
          disabled={isDisabled}
          onClick={() => setDraft(title)}
          aria-label={t('view.rename', { number })}
          className="-my-1.5 grid size-8 shrink-0 place-items-center rounded-md text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40"
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      </>
    );
  }
  return (
    <input
      // Opened by the person's own click on Rename: the focus belongs in the field they asked for.
      autoFocus
      dir="auto"
      value={draft}
      maxLength={STEP_TITLE_MAX}
      onChange={(event) => setDraft(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(true, false)}
      aria-label={t('view.renameLabel', { number })}
      className={cx(inputClasses, '-my-1.5 min-w-0 flex-1')}
    />
  );
}
