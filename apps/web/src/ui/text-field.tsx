import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '@/lib/cx';
import { describedBy, FormField, inputClasses } from '@/ui/form-field';

interface FieldOwnProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** The translated error; its presence marks the control invalid. */
  error?: string;
  /** react-hook-form's register(name) for the field. */
  registration: UseFormRegisterReturn;
  /** Added to the control's look, e.g. a narrower width. */
  className?: string;
}

type NativeInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  keyof FieldOwnProps | 'aria-invalid' | 'aria-describedby'
>;
type NativeTextAreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  keyof FieldOwnProps | 'aria-invalid' | 'aria-describedby'
>;

/** The accessibility wiring every field shares: invalid state and the hint and error ids. */
function controlProps({
  id,
  hint,
  error,
  className,
}: Pick<FieldOwnProps, 'id' | 'hint' | 'error' | 'className'>) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, error }),
    className: cx(inputClasses, className),
  };
}

/** A labelled text input registered with react-hook-form, its hint and error announced. */
export function TextField({
  id,
  label,
  hint,
  error,
  registration,
  className,
  ...native
}: FieldOwnProps & NativeInputProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input {...registration} {...native} {...controlProps({ id, hint, error, className })} />
    </FormField>
  );
}

/** TextField's multi-line sibling, for descriptions and bios. */
export function TextAreaField({
  id,
  label,
  hint,
  error,
  registration,
  className,
  ...native
}: FieldOwnProps & NativeTextAreaProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <textarea {...registration} {...native} {...controlProps({ id, hint, error, className })} />
    </FormField>
  );
}
