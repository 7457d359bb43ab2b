import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface FieldLabelProps {
  htmlFor: string;
  className?: string;
  children: ReactNode;
}

/** The label of a control laid out by hand (dialogs, pickers), where FormField does not fit. */
export function FieldLabel({ htmlFor, className, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className={cx(className, 'block text-sm font-medium')}>
      {children}
    </label>
  );
}
