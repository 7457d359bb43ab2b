import { ChevronDown } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { SelectFieldProps } from '@/ui/select-field';
import {
  selectLabelClasses,
  selectRootClasses,
  selectTriggerClasses,
} from '@/ui/select-field-look';

// React Aria's select is some 57 KiB of gzip script: a list's filters load it beside the list,
// not before it, so the person's journeys draw first (issue 32: /journeys, cold, on a phone).
const SelectField = lazy(async () => ({
  default: (await import('@/ui/select-field')).SelectField,
}));

/**
 * SelectField, drawn while its code loads by a stand-in of the same size showing the current
 * choice; the stand-in is not a control (hidden from assistive technology) and lasts a moment.
 */
export function LazySelectField<Value extends string>(props: SelectFieldProps<Value>) {
  const { label, labelLook = 'field', options, value, icon, triggerClassName, className } = props;
  const current = options.find((option) => option.value === value);
  const standIn = (
    <div aria-hidden="true" className={selectRootClasses(labelLook, className)}>
      <span className={selectLabelClasses[labelLook]}>{label}</span>
      <span className={`${selectTriggerClasses} ${triggerClassName ?? ''}`}>
        {icon}
        <span dir="auto" lang={current?.lang} className="min-w-0 flex-1 truncate">
          {current?.label}
        </span>
        <ChevronDown className="size-4 shrink-0 text-muted" />
      </span>
    </div>
  );
  return (
    <Suspense fallback={standIn}>
      <SelectField {...(props as unknown as SelectFieldProps<string>)} />
    </Suspense>
  );
}
