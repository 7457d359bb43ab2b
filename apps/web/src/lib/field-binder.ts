import type {
  FieldError,
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormReturn,
} from 'react-hook-form';

type BindableForm<Values extends FieldValues> = Pick<
  UseFormReturn<Values>,
  'register' | 'getFieldState' | 'formState'
>;

/**
 * The props a TextField or TextAreaField takes from its form: its id, its registration and its
 * error in words. Each form says how its errors read (`errorText`), once for all its fields.
 */
export function fieldBinder<Values extends FieldValues>(
  form: BindableForm<Values>,
  errorText: (name: FieldPath<Values>, error: FieldError | undefined) => string | undefined,
) {
  return <Name extends FieldPath<Values>>(
    id: string,
    name: Name,
    options?: RegisterOptions<Values, Name>,
  ) => ({
    id,
    // Passing formState keeps the form re-rendering when this field's error changes.
    error: errorText(name, form.getFieldState(name, form.formState).error),
    registration: form.register(name, options),
  });
}
