import { LazySelectField } from '@/ui/lazy-select-field';
import type { SelectOption } from '@/ui/select-field';

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value | undefined;
  options: readonly Value[];
  optionLabel: (value: Value) => string;
  /** The label of the empty choice ("All"); without it a value is required. */
  allLabel?: string;
  onChange: (value: Value | undefined) => void;
}

/** A list's filter or sort over a fixed list of values, with "All" for none when it allows it. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  optionLabel,
  allLabel,
  onChange,
}: FilterSelectProps<Value>) {
  const choices: SelectOption<Value | ''>[] = options.map((option) => ({
    value: option,
    label: optionLabel(option),
  }));
  if (allLabel !== undefined) choices.unshift({ value: '', label: allLabel });
  return (
    <LazySelectField<Value | ''>
      label={label}
      labelLook="filter"
      options={choices}
      value={value ?? ''}
      onChange={(next) => onChange(next === '' ? undefined : next)}
    />
  );
}
