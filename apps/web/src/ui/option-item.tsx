import { Check } from 'lucide-react';
import { ListBoxItem, type Key } from 'react-aria-components';

// React Aria keys cannot be '' (it means "none" in its collections), yet '' is a real choice
// here ("All", "No project", the automatic time zone), so it travels under its own key.
const emptyKey = '\u0000empty';
export const optionKey = (value: string): Key => (value === '' ? emptyKey : value);

/**
 * One option of a SelectField's or ComboBoxField's list: a check beside the chosen one, the
 * label in its own direction (and language, e.g. a language's native name).
 */
export function OptionItem({ id, label, lang }: { id: Key; label: string; lang?: string }) {
  return (
    <ListBoxItem
      id={id}
      textValue={label}
      lang={lang}
      className="group flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 outline-none data-focused:bg-brand-soft data-focused:text-brand-text data-selected:font-medium"
    >
      <Check
        aria-hidden="true"
        className="size-4 shrink-0 text-brand invisible group-data-selected:visible"
      />
      <span dir="auto" className="truncate">
        {label}
      </span>
    </ListBoxItem>
  );
}
