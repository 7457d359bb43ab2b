import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

/** The look of text inputs, selects and textareas across forms. */
export const inputClasses =
  'block w-full rounded-lg border border-line bg-raised px-3 py-2 text-sm text-fg shadow-sm placeholder:text-muted focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-invalid:border-danger disabled:opacity-60';

interface FormFieldProps {
  id: string;
  label: string;
  /** Shown under the input and linked with aria-describedby (`${id}-hint`). */
  hint?: ReactNode;
  /** Shown in an alert region and linked with aria-describedby (`${id}-error`). */
  error?: string;
  className?: string;
  children: ReactNode;
}

/** The ids an input inside a FormField should name in aria-describedby. */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: unknown }) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A label, the control (children), a hint and an error that screen readers hear at once. */
export function FormField({ id, label, hint, error, className, children }: FormFieldProps) {
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
      </label>
      {children}
      {hint ? (
        <div id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </div>
      ) : null}
      <p id={`${id}-error`} role="alert" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}
