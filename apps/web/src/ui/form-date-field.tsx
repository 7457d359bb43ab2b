import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';
import { DateField, type DateFieldProps } from '@/ui/date-field';

type Wired = 'value' | 'onChange' | 'onBlur' | 'name' | 'focusRef';

type FormDateFieldProps<Values extends FieldValues, Name extends FieldPath<Values>> = Omit<
  DateFieldProps,
  Wired
> & {
  control: Control<Values>;
  name: Name;
  /** e.g. `deps`, to validate another field again when this one changes. */
  rules?: Pick<RegisterOptions<Values, Name>, 'deps'>;
};

/** A DateField bound to a react-hook-form field holding 'YYYY-MM-DD' or ''. */
export function FormDateField<Values extends FieldValues, Name extends FieldPath<Values>>({
  control,
  name,
  rules,
  ...props
}: FormDateFieldProps<Values, Name>) {
  const { field } = useController({ control, name, rules });
  return (
    <DateField
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      focusRef={field.ref}
    />
  );
}
