import { ChevronDown } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import type { FaqEntry, FaqQuestionId } from '@/features/faq/lib/faq-questions';

interface FaqAccordionProps {
  entries: FaqEntry[];
  openIds: ReadonlySet<FaqQuestionId>;
  onToggle: (id: FaqQuestionId) => void;
}

/**
 * The WAI-ARIA accordion pattern: each question is a heading holding a button that controls
 * its answer region. Enter/Space toggle (native buttons); arrows, Home and End move between
 * questions.
 */
export function FaqAccordion({ entries, openIds, onToggle }: FaqAccordionProps) {
  const baseId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll('button[aria-controls]') ?? [])];
    const index = buttons.indexOf(event.currentTarget);
    const last = buttons.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    (buttons[target] as HTMLButtonElement | undefined)?.focus();
  };

  return (
    <ul ref={listRef} className="divide-y divide-line rounded-2xl border border-line bg-raised">
      {entries.map((entry) => {
        const isOpen = openIds.has(entry.id);
        const buttonId = `${baseId}-${entry.id}-question`;
        const panelId = `${baseId}-${entry.id}-answer`;
        return (
          <li key={entry.id}>
            <h2 className="text-base font-semibold">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => onToggle(entry.id)}
                onKeyDown={moveFocus}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-start hover:bg-surface focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                <span>{entry.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className={`size-5 shrink-0 text-muted transition-transform ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 leading-7 text-muted"
            >
              <p>{entry.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
