import { ChevronDown } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ComboBox, Input, Label, useFilter } from 'react-aria-components';
import { cx } from '@/lib/cx';
import { AriaLocale } from '@/ui/aria-locale';
import { optionKey } from '@/ui/option-item';
import { onOptionKey, OptionPopover } from '@/ui/option-list';
import { AriaFieldMessages, ariaFieldRootProps } from '@/ui/aria-field-messages';
import type { SelectFieldProps } from '@/ui/select-field';

export type ComboBoxFieldProps<Value extends string> = Omit<
  SelectFieldProps<Value>,
  'labelLook' | 'triggerRef' | 'icon' | 'triggerClassName'
> & {
  /** The text box, e.g. react-hook-form's field.ref, so an error can focus it. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * One choice from a long list (time zones, currencies), found by typing any part of it:
 * "tokyo" finds Asia/Tokyo and "yen" the Japanese yen, where a select's type-ahead only
 * matches the start. React Aria's ComboBox: a text box with its list in a popover, the
 * keyboard of a listbox, right-to-left placement, and label, hint and error wired for screen
 * readers. Leaving the box with unfinished text puts the chosen option's label back.
 */
export function ComboBoxField<Value extends string>({
  label,
  hint,
  options,
  value,
  onChange,
  inputRef,
  className,
  ...field
}: ComboBoxFieldProps<Value>) {
  const { error } = field;
  const { t } = useTranslation();
  // Case and accents aside, as people type: "sao" finds "São Paulo".
  const { contains } = useFilter({ sensitivity: 'base' });
  return (
    <AriaLocale>
      <ComboBox
        {...ariaFieldRootProps(field)}
        selectedKey={optionKey(value)}
        onSelectionChange={onOptionKey(options, onChange)}
        defaultFilter={contains}
        // The whole list on the button or the arrow keys; typing narrows it.
        menuTrigger="focus"
        className={cx('flex min-w-0 flex-col gap-1.5', className)}
      >
        <Label className="block text-sm font-medium text-fg">{label}</Label>
        <div
          // The look of inputClasses, on the box around the text and its button.
          className={cx(
            'flex w-full items-center gap-2 rounded-lg border border-line bg-raised text-sm text-fg shadow-sm focus-within:border-ring focus-within:outline-2 focus-within:outline-ring',
            error && 'border-danger',
          )}
        >
          <Input
            ref={inputRef}
            className="min-w-0 flex-1 bg-transparent py-2 ps-3 outline-none placeholder:text-muted"
          />
          {/* React Aria adds the field's label to this name: "Show all options Time zone". */}
          <Button
            aria-label={t('comboBox.showAll')}
            className="flex h-full shrink-0 items-center pe-3 text-muted outline-none"
          >
            <ChevronDown aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <AriaFieldMessages hint={hint} error={error} />
        <OptionPopover
          options={options}
          className="max-h-72"
          renderEmptyState={() => (
            <p className="px-2 py-1.5 text-muted">{t('comboBox.noMatches')}</p>
          )}
        />
      </ComboBox>
    </AriaLocale>
  );
}
