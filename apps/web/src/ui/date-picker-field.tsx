import { GregorianCalendar, parseDate, toCalendar, type DateValue } from '@internationalized/date';
import { CalendarDays, X } from 'lucide-react';
import { useImperativeHandle, useRef } from 'react';
import {
  Button,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Label,
  Popover,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { cx } from '@/lib/cx';
import { AriaLocale } from '@/ui/aria-locale';
import { DateCalendar } from '@/ui/date-calendar';
import { dateFieldLooks, type DateFieldProps } from '@/ui/date-field';
import { AriaFieldMessages } from '@/ui/aria-field-messages';

const gregorian = new GregorianCalendar();

/** 'YYYY-MM-DD' to a date the picker holds; '' (and anything unreadable) is no date. */
function toDateValue(iso: string): DateValue | null {
  if (iso === '') return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** Back to 'YYYY-MM-DD' in the Gregorian calendar, whatever calendar the locale showed. */
const toIso = (date: DateValue | null) => (date ? toCalendar(date, gregorian).toString() : '');

type DatePart = 'day' | 'month' | 'year';
const isDatePart = (type: string): type is DatePart =>
  type === 'day' || type === 'month' || type === 'year';

const iconButtonClasses =
  'grid size-8 shrink-0 place-items-center rounded-md text-muted outline-none hover:bg-surface hover:text-fg data-focus-visible:outline-2 data-focus-visible:outline-ring';

/**
 * A date typed segment by segment (in the locale's order and digits) or picked from a
 * calendar. Loaded on demand through ui/date-field.tsx; use that.
 */
export function DatePickerField({
  id,
  label,
  labelLook = 'field',
  'aria-label': ariaLabel,
  hint,
  error,
  value,
  onChange,
  onBlur,
  name,
  focusRef,
}: DateFieldProps) {
  const { t } = useTranslation();
  const groupRef = useRef<HTMLDivElement>(null);
  // react-hook-form focuses a field with an error through its ref; a date has no single input,
  // so the first segment (the locale's first: a day, month or year) takes the focus.
  useImperativeHandle(focusRef, () => ({
    focus: () => groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
  }));
  // React Aria's own placeholders fall back to English "yyyy/mm/dd" in languages it does not
  // ship (Hindi, Nepali); ours come from the interface language's texts.
  const placeholders: Record<DatePart, string> = {
    day: t('dateField.placeholder.day'),
    month: t('dateField.placeholder.month'),
    year: t('dateField.placeholder.year'),
  };
  const date = toDateValue(value);
  return (
    <AriaLocale>
      <DatePicker
        id={id}
        name={name}
        aria-label={ariaLabel}
        value={date}
        onChange={(next) => onChange(toIso(next))}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        granularity="day"
        // Flex gaps, not space-y: the hidden input React Aria adds must not add a margin.
        className={dateFieldLooks[labelLook].root}
      >
        <Label className={dateFieldLooks[labelLook].label}>{label}</Label>
        <Group
          ref={groupRef}
          className={cx(
            'flex items-center gap-1 rounded-lg border border-line bg-raised py-0.5 ps-3 pe-1 text-sm text-fg shadow-sm has-[:focus-visible]:border-ring has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            error && 'border-danger',
          )}
        >
          <DateInput className="flex min-w-0 flex-1 py-1">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums outline-none data-focused:bg-brand data-focused:text-on-brand data-placeholder:text-muted data-[type=literal]:px-0"
              >
                {({ text, isPlaceholder, type }) =>
                  isPlaceholder && isDatePart(type) ? placeholders[type] : text
                }
              </DateSegment>
            )}
          </DateInput>
          {date ? (
            // slot={null}: outside the picker's button slot, or this would open the calendar.
            <Button
              slot={null}
              aria-label={t('dateField.clear')}
              onPress={() => onChange('')}
              className={iconButtonClasses}
            >
              <X aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
          <Button aria-label={t('dateField.openCalendar')} className={iconButtonClasses}>
            <CalendarDays aria-hidden="true" className="size-4" />
          </Button>
        </Group>
        <AriaFieldMessages hint={hint} error={error} />
        <Popover
          offset={4}
          placement="bottom end"
          className="rounded-xl border border-line bg-raised p-3 shadow-lg outline-none"
        >
          <Dialog className="outline-none">
            <DateCalendar />
          </Dialog>
        </Popover>
      </DatePicker>
    </AriaLocale>
  );
}
