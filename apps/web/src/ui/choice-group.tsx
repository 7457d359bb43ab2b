import { useId } from 'react';

/** Two looks: short choices in a dialog, or described choices on a settings page. */
const looks = {
  compact: {
    fieldset: undefined,
    legend: 'mb-2 text-sm font-medium',
    grid: 'grid gap-2 sm:grid-cols-2',
    option:
      'flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft',
    radio: 'accent-brand',
  },
  described: {
    fieldset: 'py-3',
    legend: 'text-sm font-medium text-fg',
    grid: 'mt-3 grid gap-2 sm:grid-cols-3',
    option:
      'flex cursor-pointer items-start gap-2 rounded-lg border border-line p-3 text-sm has-checked:border-brand has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-ring',
    radio: 'mt-0.5 accent-brand',
  },
} as const;

interface ChoiceGroupProps<Value extends string> {
  look: keyof typeof looks;
  legend: string;
  /** Under the legend, and read with the group (aria-describedby). */
  hint?: string;
  /** A description shows under its label in the described look. */
  options: readonly { value: Value; label: string; description?: string }[];
  value: Value;
  onChange: (value: Value) => void;
  /** The radios' name, e.g. the form field's; a generated one otherwise. */
  name?: string;
}

/** A short list of exclusive choices as radio buttons, grouped and described for screen readers. */
export function ChoiceGroup<Value extends string>({
  look,
  legend,
  hint,
  options,
  value,
  onChange,
  name,
}: ChoiceGroupProps<Value>) {
  const id = useId();
  const classes = looks[look];
  return (
    <fieldset className={classes.fieldset} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className={classes.grid}>
        {options.map((option) => (
          <label key={option.value} className={classes.option}>
            <input
              type="radio"
              name={name ?? id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className={classes.radio}
            />
            {look === 'compact' ? (
              option.label
            ) : (
              <span>
                <span className="block font-medium text-fg">{option.label}</span>
                {option.description ? (
                  <span className="block text-muted">{option.description}</span>
                ) : null}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
