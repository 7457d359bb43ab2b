import { Check } from 'lucide-react';
import { ListBoxItem, type Key } from 'react-aria-components';

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
