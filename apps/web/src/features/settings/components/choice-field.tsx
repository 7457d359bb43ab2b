interface ChoiceFieldProps<T extends string> {
  id: string;
  legend: string;
  hint?: string;
  options: readonly { value: T; label: string; description?: string }[];
  value: T;
  onChange: (value: T) => void;
  name: string;
}

/** A short list of exclusive choices as radio buttons, grouped and described for screen readers. */
export function ChoiceField<T extends string>({
  id,
  legend,
  hint,
  options,
  value,
  onChange,
  name,
}: ChoiceFieldProps<T>) {
  return (
    <fieldset className="py-3" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-medium text-fg">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-line p-3 text-sm has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 accent-brand"
            />
            <span>
              <span className="block font-medium text-fg">{option.label}</span>
              {option.description ? (
                <span className="block text-muted">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
