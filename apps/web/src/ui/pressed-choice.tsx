import { cx } from '@/lib/cx';

/**
 * Two looks: a segmented row of words (a page's tab or period, kept in the address), or a
 * wrapping set of square tiles (the emoji suggested for a project's icon).
 */
const looks = {
  segmented: {
    group: 'inline-flex self-start rounded-lg border border-line bg-raised p-0.5',
    button:
      'inline-flex h-9 items-center rounded-md px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring',
    pressed: 'bg-brand-soft font-medium text-brand-text',
    notPressed: 'text-muted hover:text-fg',
  },
  tiles: {
    group: 'flex flex-wrap gap-1',
    button:
      'grid size-9 place-items-center rounded-lg text-lg hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring',
    pressed: 'bg-brand-soft ring-1 ring-brand',
    notPressed: undefined,
  },
} as const;

interface PressedChoiceProps<Value extends string> {
  look?: keyof typeof looks;
  /** The group's accessible name. */
  label: string;
  value: Value;
  options: readonly Value[];
  /** Each button's text; the value itself by default. */
  optionLabel?: (value: Value) => string;
  onChange: (value: Value) => void;
}

/** One choice as a group of pressed buttons: toggles, where radios would ask for a form. */
export function PressedChoice<Value extends string>({
  look = 'segmented',
  label,
  value,
  options,
  optionLabel = (option) => option,
  onChange,
}: PressedChoiceProps<Value>) {
  const classes = looks[look];
  return (
    <div role="group" aria-label={label} className={classes.group}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cx(classes.button, value === option ? classes.pressed : classes.notPressed)}
        >
          {optionLabel(option)}
        </button>
      ))}
    </div>
  );
}
