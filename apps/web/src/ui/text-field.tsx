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
  /** react-hook-form's register(name) for the field; a controlled field passes value and onChange. */
  registration?: UseFormRegisterReturn;
  /** Added to the control's look, e.g. a narrower width. */
  className?: string;
}

type Wired = keyof FieldOwnProps | 'aria-invalid' | 'aria-describedby';
type TextFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, Wired>;
type TextAreaFieldProps = FieldOwnProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Wired>;

/** Splits a field's props into its FormField frame and its control, wired for screen readers. */
function splitField<Native>({
  id,
  label,
  hint,
  error,
  registration,
  className,
  ...native
}: FieldOwnProps & Native) {
  return {
    frame: { id, label, hint, error },
    control: {
      ...registration,
      ...native,
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, { hint, error }),
      className: cx(inputClasses, className),
    },
  };
}

/** A labelled text input (registered with react-hook-form or controlled), its hint and error announced. */
export function TextField(props: TextFieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FormField {...frame}>
      <input {...control} />
    </FormField>
  );
}

/** TextField's multi-line sibling, for descriptions and bios. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { frame, control } = splitField(props);
  return (
    <FormField {...frame}>
      <textarea {...control} />
    </FormField>
  );
}
