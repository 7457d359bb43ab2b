import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';

const navButtonClasses =
  'grid size-8 place-items-center rounded-md text-muted outline-none hover:bg-surface hover:text-fg data-focus-visible:outline-2 data-focus-visible:outline-ring';

/**
 * The month grid of a date picker. React Aria lays it out in the locale's calendar, first day
 * of the week, digits and direction, and moves through it with the arrow keys, Page Up/Down
 * (months) and Home/End (weeks).
 */
export function DateCalendar() {
  const { t } = useTranslation();
  return (
    <Calendar className="w-fit">
      <header className="mb-2 flex items-center justify-between gap-2">
        <Button
          slot="previous"
          aria-label={t('dateField.previousMonth')}
          className={navButtonClasses}
        >
          {/* The arrows point where the months go: mirrored in right-to-left. */}
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Button>
        <Heading className="text-sm font-semibold text-fg" />
        <Button slot="next" aria-label={t('dateField.nextMonth')} className={navButtonClasses}>
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Button>
      </header>
      <CalendarGrid className="border-separate border-spacing-0.5">
        <CalendarGridHeader>
          {(day) => (
            <CalendarHeaderCell className="pb-1 text-xs font-medium text-muted">
              {day}
            </CalendarHeaderCell>
          )}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className="grid size-9 cursor-default place-items-center rounded-md text-sm text-fg outline-none hover:bg-surface data-disabled:text-muted data-focused:ring-2 data-focused:ring-ring data-focused:ring-inset data-outside-month:hidden data-selected:bg-brand data-selected:text-on-brand data-today:font-bold data-unavailable:text-muted data-unavailable:line-through"
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </Calendar>
  );
}
