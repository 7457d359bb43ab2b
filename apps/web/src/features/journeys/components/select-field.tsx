import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value | undefined;
  options: readonly Value[];
  optionLabel: (value: Value) => string;
  /** The label of the empty choice ("All"); without it a value is required. */
  allLabel?: string;
  onChange: (value: Value | undefined) => void;
}

/** A labelled select over a fixed list of values, e.g. a status filter. */
export function FilterSelect<Value extends string>({
  label,
  value,
  options,
  optionLabel,
  allLabel,
  onChange,
}: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(options.find((option) => option === event.target.value))}
        className={inputClasses}
      >
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface SelectFieldProps<Value extends string> {
  id: string;
  label: string;
  hint?: string;
  options: readonly Value[];
  optionLabel: (value: Value) => string;
  /** react-hook-form's register(name) for the field. */
  registration: UseFormRegisterReturn;
}

/** A form field choosing one of a fixed list of values (status, category, visibility…). */
export function SelectField<Value extends string>({
  id,
  label,
  hint,
  options,
  optionLabel,
  registration,
}: SelectFieldProps<Value>) {
  return (
    <FormField id={id} label={label} hint={hint}>
      <select
        id={id}
        {...registration}
        aria-describedby={describedBy(id, { hint })}
        className={inputClasses}
      >
        {options.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
