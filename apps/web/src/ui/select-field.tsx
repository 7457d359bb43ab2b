import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button, Label, Select, SelectValue } from 'react-aria-components';
import { cx } from '@/lib/cx';
import { AriaLocale } from '@/ui/aria-locale';
import { optionKey } from '@/ui/option-item';
import { onOptionKey, OptionPopover } from '@/ui/option-list';
import { AriaFieldMessages, ariaFieldRootProps } from '@/ui/aria-field-messages';
import {
  type LabelLook,
  selectLabelClasses,
  selectRootClasses,
  selectTriggerClasses,
} from '@/ui/select-field-look';

export interface SelectOption<Value extends string> {
  value: Value;
  label: string;
  /** The option's own language, e.g. a language's native name. */
  lang?: string;
}

export interface SelectFieldProps<Value extends string> {
  id?: string;
  label: string;
  labelLook?: LabelLook;
  /** Under the control and read with it, like FormField's hint. */
  hint?: ReactNode;
  /** The translated error; its presence marks the control invalid. */
  error?: string;
  options: readonly SelectOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  onBlur?: () => void;
  /** Submitted with a plain form post; react-hook-form's field name. */
  name?: string;
  isDisabled?: boolean;
  /** The trigger button, e.g. react-hook-form's field.ref, so an error can focus it. */
  triggerRef?: Ref<HTMLButtonElement>;
  /** Drawn before the value inside the trigger (the header's language icon). */
  icon?: ReactNode;
  /** Added to the trigger's look, e.g. a height. */
  triggerClassName?: string;
  className?: string;
}

/**
 * One choice from a fixed list, drawn by the app instead of the browser: React Aria's Select
 * (a button and a listbox in a popover) with its keyboard (arrows, type-ahead, Home/End),
 * right-to-left placement and screen-reader wiring of label, hint and error.
 */
export function SelectField<Value extends string>({
  label,
  labelLook = 'field',
  hint,
  options,
  value,
  onChange,
  triggerRef,
  icon,
  triggerClassName,
  className,
  ...field
}: SelectFieldProps<Value>) {
  const { error } = field;
  const current = options.find((option) => option.value === value);
  return (
    <AriaLocale>
      <Select
        {...ariaFieldRootProps(field)}
        value={optionKey(value)}
        onChange={onOptionKey(options, onChange)}
        className={selectRootClasses(labelLook, className)}
      >
        <Label className={selectLabelClasses[labelLook]}>{label}</Label>
        <Button
          ref={triggerRef}
          className={cx(
            selectTriggerClasses,
            'outline-none data-focus-visible:border-ring data-focus-visible:outline-2 data-focus-visible:outline-ring data-pressed:bg-surface',
            error && 'border-danger',
            triggerClassName,
          )}
        >
          {icon}
          <SelectValue className="min-w-0 flex-1 truncate">
            <span dir="auto" lang={current?.lang}>
              {current?.label}
            </span>
          </SelectValue>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted" />
        </Button>
        <AriaFieldMessages hint={hint} error={error} />
        <OptionPopover options={options} />
      </Select>
    </AriaLocale>
  );
}
