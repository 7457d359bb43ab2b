import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps, type SelectOption } from '@/ui/select-field';

type Wired = 'value' | 'onChange' | 'onBlur' | 'name' | 'triggerRef';

type FormSelectFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Value extends string,
> = Omit<SelectFieldProps<Value>, Wired> & { control: Control<Values>; name: Name };

/**
 * A SelectField bound to a react-hook-form field that holds the chosen string: the form keeps
 * value, touched state and focus-on-error as it did with a registered native select.
 */
export function FormSelectField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Value extends string,
>({ control, name, ...props }: FormSelectFieldProps<Values, Name, Value>) {
  const { field } = useController({ control, name });
  return (
    <SelectField<Value>
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      triggerRef={field.ref}
    />
  );
}

/**
 * The props a FormSelectField takes from its form, as fieldBinder's do for text fields: the
 * form's control, the field's id and name, and its options, listed once per form by field name.
 */
export function selectBinder<
  Values extends FieldValues,
  Options extends { [Name in FieldPath<Values>]?: readonly SelectOption<string>[] },
>(control: Control<Values>, options: Options) {
  return <Name extends FieldPath<Values> & keyof Options>(id: string, name: Name) => ({
    control,
    id,
    name,
    options: options[name] as readonly SelectOption<string>[],
  });
}
