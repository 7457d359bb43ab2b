import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlashCommand } from '@/features/workspace/editor/slash-commands';
import type { SlashCommandText } from '@/features/workspace/editor/slash-command-texts';
import { SlashCommandIcon } from '@/features/workspace/editor/slash-command-icon';
import { cx } from '@/lib/cx';

/** The editor forwards its key presses here while the menu is open. */
export interface SlashMenuHandle {
  /** True when the menu used the key (the editor must then ignore it). */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

interface SlashMenuProps {
  ref?: Ref<SlashMenuHandle>;
  /** Commands matching the query, best first. The parent keys this menu by the query. */
  items: readonly SlashCommand[];
  texts: Record<SlashCommand['id'], SlashCommandText>;
  onSelect: (command: SlashCommand) => void;
  /** Reports which option is active, so the editor can point aria-activedescendant at it. */
  onActiveChange?: (optionId: string | undefined) => void;
  listboxId?: string;
}

/**
 * The `/` menu: a listbox the caret's editor drives with ArrowUp/Down, Home/End and Enter
 * (Escape is handled by the suggestion plugin, which closes it). Focus stays in the editor,
 * so the active option is announced through aria-activedescendant.
 */
export function SlashMenu({
  ref,
  items,
  texts,
  onSelect,
  onActiveChange,
  listboxId,
}: SlashMenuProps) {
  const { t } = useTranslation('workspace');
  const fallbackId = useId();
  const id = listboxId ?? fallbackId;
  const [active, setActive] = useState(0);
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = items.length > 0 ? optionId(active) : undefined;

  const listRef = useRef<HTMLDivElement>(null);
  const move = (next: number) => setActive(next);

  // Keep the active option in view by scrolling the list only: scrollIntoView would also
  // scroll the page while the menu is still being positioned.
  useEffect(() => {
    const list = listRef.current;
    const option = list?.children[active] as HTMLElement | undefined;
    if (!list || !option) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
    }
  }, [active]);

  useEffect(() => {
    onActiveChange?.(activeId);
  }, [activeId, onActiveChange]);
  useEffect(() => () => onActiveChange?.(undefined), [onActiveChange]);

  const handleKey = (event: KeyboardEvent): boolean => {
    if (items.length === 0) return false;
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        move(active >= last ? 0 : active + 1);
        return true;
      case 'ArrowUp':
        move(active <= 0 ? last : active - 1);
        return true;
      case 'Home':
        move(0);
        return true;
      case 'End':
        move(last);
        return true;
      case 'Enter':
      case 'Tab': {
        const command = items[active];
        if (command) onSelect(command);
        return true;
      }
      default:
        return false;
    }
  };
  useImperativeHandle(ref, () => ({ onKeyDown: handleKey }));

  return (
    <div className="w-72 max-w-[calc(100vw-2rem)] overflow-hidden rounded-xl border border-line bg-raised text-fg shadow-xl">
      <p className="border-b border-line px-3 py-2 text-xs font-medium text-muted">
        {t('slash.heading')}
      </p>
      {items.length === 0 ? (
        <p role="status" className="px-3 py-3 text-sm text-muted">
          {t('slash.empty')}
        </p>
      ) : (
        <div
          ref={listRef}
          id={id}
          role="listbox"
          aria-label={t('slash.label')}
          aria-activedescendant={activeId}
          // Normally the editor keeps focus and forwards its keys; a scrolling list must also
          // be reachable and usable on its own.
          tabIndex={0}
          onKeyDown={(event) => {
            if (handleKey(event.nativeEvent)) event.preventDefault();
          }}
          className="relative max-h-[min(20rem,45vh)] overflow-y-auto p-1"
        >
          {items.map((command, index) => {
            const isActive = index === active;
            return (
              <div
                key={command.id}
                id={optionId(index)}
                role="option"
                aria-selected={isActive}
                data-command={command.id}
                // Keep the caret in the editor: choosing must not blur it.
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => move(index)}
                onClick={() => onSelect(command)}
                className={cx(
                  'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5',
                  isActive && 'bg-brand-soft',
                )}
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md border border-line bg-bg">
                  <SlashCommandIcon id={command.id} />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-medium">{texts[command.id].label}</span>
                  <span className="block truncate text-xs text-muted">
                    {texts[command.id].description}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
