import { lazy, Suspense, type ReactNode, type Ref } from 'react';

export interface DateFieldProps {
  id?: string;
  label: string;
  /** A form field's label, or the smaller one of a detail (a step's due date). */
  labelLook?: 'field' | 'detail';
  /** A fuller name for screen readers than the visible label, e.g. "Due date of step 2". */
  'aria-label'?: string;
  hint?: ReactNode;
  /** The translated error; its presence marks the field invalid. */
  error?: string;
  /** 'YYYY-MM-DD', or '' for no date: what the forms hold and the API takes. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Submitted as 'YYYY-MM-DD' in a hidden input; react-hook-form's field name. */
  name?: string;
  /** react-hook-form's field.ref: focusing it focuses the first segment. */
  focusRef?: Ref<{ focus: () => void }>;
}

/** The field's and its label's look, shared with the loaded picker. */
export const dateFieldLooks = {
  field: { root: 'flex flex-col gap-1.5', label: 'text-sm font-medium text-fg' },
  detail: { root: 'flex flex-col gap-1', label: 'text-xs font-medium text-muted' },
} as const;

// The calendar and date segments are React Aria's heaviest part: they load with the first
// date field shown, never with the pages that have none.
const DatePickerField = lazy(() =>
  import('@/ui/date-picker-field').then((module) => ({ default: module.DatePickerField })),
);

/** While the picker loads: its label and an empty box of the same size, so nothing jumps. */
function DateFieldPlaceholder({
  label,
  labelLook = 'field',
}: Pick<DateFieldProps, 'label' | 'labelLook'>) {
  return (
    <div aria-hidden="true" className={dateFieldLooks[labelLook].root}>
      <span className={dateFieldLooks[labelLook].label}>{label}</span>
      <span className="block h-[2.375rem] rounded-lg border border-line bg-raised shadow-sm" />
    </div>
  );
}

/** A date field in the interface language's calendar, digits and order; see date-picker-field. */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<DateFieldPlaceholder label={props.label} labelLook={props.labelLook} />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}
