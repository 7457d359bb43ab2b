import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { inputClasses } from '@/ui/form-field';
import { SearchFrame } from '@/ui/search-frame';

const SEARCH_DEBOUNCE_MS = 300;

/** A search field that reports its text once typing pauses, so the server is asked once. */
export function SearchBox({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== value) onSearch(debounced);
    // Only a settled change of the text reports; `value` following it must not loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-muted">
        {label}
      </label>
      <SearchFrame size="md">
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClasses} ps-9`}
        />
      </SearchFrame>
    </div>
  );
}
