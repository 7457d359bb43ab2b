import type { InputHTMLAttributes } from 'react';

interface SwitchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  id: string;
  label: string;
  hint?: string;
}

/**
 * An on/off choice: a native checkbox announced as a switch, so keyboard and screen readers
 * work without extra code. The knob moves along the inline axis, so it flips in Arabic.
 */
export function SwitchField({ id, label, hint, ...input }: SwitchFieldProps) {
  return (
    <div className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
            {hint}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-line transition-colors duration-150 before:absolute before:start-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 motion-reduce:transition-none motion-reduce:before:transition-none rtl:checked:before:-translate-x-5"
        {...input}
      />
    </div>
  );
}
