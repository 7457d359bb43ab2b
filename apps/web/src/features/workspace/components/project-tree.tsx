import { ChevronRight, FileText, FolderOpen } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { treeMove, visibleItems, type TreeItem } from '@/features/workspace/lib/tree-items';
import { cx } from '@/lib/cx';

// Project icons are an emoji or an icon name; names have no glyph here, so they get the folder.
const isEmoji = (icon: string) => /\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(icon);

interface ProjectTreeProps {
  items: readonly TreeItem[];
  /** The key of the item whose page is open. */
  selectedKey: string | null;
  onOpen: (item: TreeItem) => void;
}

/**
 * The workspace sidebar as a WAI-ARIA tree: one tab stop (roving tabindex), arrows, Home/End
 * and Enter (see treeMove); branches open and close with their chevron or the keyboard.
 */
export function ProjectTree({ items, selectedKey, onOpen }: ProjectTreeProps) {
  const { t, i18n } = useTranslation('workspace');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(
    () => new Set(items.map((item) => item.key)),
  );
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const nodes = useRef(new Map<string, HTMLDivElement>());
  const visible = visibleItems(items, expanded);
  const tabStop =
    visible.find((item) => item.key === focusedKey)?.key ??
    visible.find((item) => item.key === selectedKey)?.key ??
    visible[0]?.key;

  const toggle = (key: string, isOpen: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });

  const focusItem = (key: string) => {
    setFocusedKey(key);
    nodes.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, item: TreeItem) => {
    // Keys pressed inside a nested item reach its parents too; only the focused one answers.
    if (event.target !== event.currentTarget) return;
    const move = treeMove(event.key, item, visible, expanded, i18n.dir() === 'rtl');
    if (!move) return;
    event.preventDefault();
    if (move.type === 'focus') focusItem(move.key);
    else if (move.type === 'expand') toggle(move.key, true);
    else if (move.type === 'collapse') toggle(move.key, false);
    else onOpen(move.item);
  };

  const renderItem = (item: TreeItem) => {
    const hasChildren = item.children.length > 0;
    const isOpen = expanded.has(item.key);
    const label = item.kind === 'noProject' ? t('tree.noProject') : item.title;
    const progress =
      item.kind === 'noProject' ? null : t('tree.percent', { percent: item.progress });
    // The treeitem is the row alone, with its children's group beside it and the hierarchy in
    // aria-level: a row that contained (or aria-owned) its children would take their titles as
    // its own text, and its name would no longer match what it shows (WCAG 2.5.3, label in name).
    // The name is what the row shows: the title, then its progress.
    return (
      <li key={item.key} role="none">
        <div
          ref={(node) => {
            if (node) nodes.current.set(item.key, node);
            else nodes.current.delete(item.key);
          }}
          role="treeitem"
          aria-level={item.level}
          aria-expanded={hasChildren ? isOpen : undefined}
          aria-selected={item.key === selectedKey}
          aria-label={progress === null ? label : `${label} ${progress}`}
          tabIndex={item.key === tabStop ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, item)}
          onFocus={() => setFocusedKey(item.key)}
          onClick={() => {
            setFocusedKey(item.key);
            onOpen(item);
          }}
          className={cx(
            'flex cursor-pointer items-center gap-1.5 rounded-lg py-1.5 pe-2 text-sm outline-none focus-visible:outline-2 focus-visible:outline-ring',
            item.level === 2 ? 'ps-7' : 'ps-1',
            item.key === selectedKey
              ? 'bg-brand-soft font-medium text-brand-text'
              : 'hover:bg-surface',
          )}
        >
          {hasChildren ? (
            <span
              aria-hidden="true"
              data-toggle=""
              onClick={(event) => {
                event.stopPropagation();
                toggle(item.key, !isOpen);
              }}
              className="rounded p-0.5 text-muted hover:text-fg"
            >
              <ChevronRight
                className={cx(
                  'size-4 transition-transform rtl:-scale-x-100',
                  isOpen && 'rotate-90 rtl:-rotate-90',
                )}
              />
            </span>
          ) : (
            <span className="w-5 shrink-0" />
          )}
          {item.kind === 'journey' ? (
            <FileText aria-hidden="true" className="size-4 shrink-0 text-muted" />
          ) : item.icon && isEmoji(item.icon) ? (
            <span aria-hidden="true" className="w-4 shrink-0 text-center">
              {item.icon}
            </span>
          ) : (
            <FolderOpen aria-hidden="true" className="size-4 shrink-0 text-muted" />
          )}
          <span dir="auto" className="min-w-0 flex-1 truncate text-start">
            {label}
          </span>
          {progress !== null ? (
            <>
              {/* A space the flex row does not draw: the title and the figure stay two words in
                  the text that the name must hold (WCAG 2.5.3). */}{' '}
              <span className="shrink-0 text-xs text-muted tabular-nums" aria-hidden="true">
                {progress}
              </span>
            </>
          ) : null}
        </div>
        {hasChildren && isOpen ? <ul role="group">{item.children.map(renderItem)}</ul> : null}
      </li>
    );
  };

  return (
    <ul role="tree" aria-label={t('tree.label')} className="space-y-0.5">
      {items.map(renderItem)}
    </ul>
  );
}
