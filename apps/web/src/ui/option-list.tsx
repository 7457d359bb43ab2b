import type { ReactNode } from 'react';
import { ListBox, Popover, type Key } from 'react-aria-components';
import { cx } from '@/lib/cx';
import { OptionItem, optionKey } from '@/ui/option-item';

interface ListedOption {
  value: string;
  label: string;
  lang?: string;
}

/**
 * The chosen value back from React Aria's key: `onChange` is called only with one of the
 * options (never with a cleared selection), for SelectField and ComboBoxField alike.
 */
export function onOptionKey<Value extends string>(
  options: readonly (ListedOption & { value: Value })[],
  onChange: (value: Value) => void,
) {
  const byKey = new Map(options.map((option) => [optionKey(option.value), option.value]));
  return (key: Key | null) => {
    const next = key === null ? undefined : byKey.get(key);
    if (next !== undefined) onChange(next);
  };
}

/** The popover list of a SelectField or ComboBoxField, as wide as its trigger at least. */
export function OptionPopover({
  options,
  className,
  renderEmptyState,
}: {
  options: readonly ListedOption[];
  /** Added to the popover's look, e.g. a height limit. */
  className?: string;
  /** What the list says when nothing matches (a combo box's filtered list). */
  renderEmptyState?: () => ReactNode;
}) {
  return (
    <Popover
      offset={4}
      className={cx(
        className,
        'min-w-(--trigger-width) overflow-auto rounded-lg border border-line bg-raised p-1 text-sm text-fg shadow-lg outline-none',
      )}
    >
      <ListBox
        className="outline-none"
        items={options.map((option) => ({ ...option, key: optionKey(option.value) }))}
        renderEmptyState={renderEmptyState}
      >
        {(option) => <OptionItem id={option.key} label={option.label} lang={option.lang} />}
      </ListBox>
    </Popover>
  );
}
