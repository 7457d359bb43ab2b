import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface ToggleFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  id: string;
  label: ReactNode;
  /** Shown under the label and linked with aria-describedby (`${id}-hint`). */
  hint?: ReactNode;
  /**
   * `switch`: a settings row, the text first and a switch at the end. `checkbox`: a box before
   * the text, for a single choice standing alone (a sign-in option, a mail opt-in).
   */
  look: 'switch' | 'checkbox';
  /** Classes of the row around the control and its text (a card, a text size). */
  rowClassName?: string;
  /** The checkbox's top margin, so it lines up with the first line of a larger label. */
  boxOffset?: 'mt-0.5' | 'mt-1';
}

const switchClasses =
  'relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-line transition-colors duration-150 before:absolute before:start-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none motion-reduce:before:transition-none rtl:checked:before:-translate-x-5';

/**
 * An on/off choice with its label and hint: a native checkbox (announced as a switch for the
 * `switch` look), so keyboard and screen readers work without extra code. The switch's knob
 * moves along the inline axis, so it flips in Arabic.
 */
function ToggleField({
  id,
  label,
  hint,
  look,
  rowClassName,
  boxOffset = 'mt-0.5',
  className,
  ...input
}: ToggleFieldProps) {
  const isSwitch = look === 'switch';
  const control = (
    <input
      id={id}
      type="checkbox"
      role={isSwitch ? 'switch' : undefined}
      aria-describedby={hint ? `${id}-hint` : undefined}
      className={cx(
        isSwitch ? switchClasses : `${boxOffset} size-4 shrink-0 accent-[var(--wm-brand)]`,
        className,
      )}
      {...input}
    />
  );
  return (
    <div
      className={cx(
        'flex items-start',
        isSwitch ? 'justify-between gap-4 py-3' : 'gap-3',
        rowClassName,
      )}
    >
      {isSwitch ? null : control}
      <div className={isSwitch ? 'min-w-0' : undefined}>
        <label htmlFor={id} className={isSwitch ? 'text-sm font-medium text-fg' : 'font-medium'}>
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className={cx(isSwitch && 'mt-0.5', 'text-sm text-muted')}>
            {hint}
          </p>
        ) : null}
      </div>
      {isSwitch ? control : null}
    </div>
  );
}

type LookedToggleProps = Omit<ToggleFieldProps, 'look'>;

/** A settings row: the label and hint first, a switch at the end. */
export function SwitchField(props: LookedToggleProps) {
  return <ToggleField look="switch" {...props} />;
}

/** A box before its label and hint, for a single choice standing alone. */
export function CheckboxField(props: LookedToggleProps) {
  return <ToggleField look="checkbox" {...props} />;
}
