import { canEditContent } from '@waymark/shared/journeys/collaborators/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ENTRY_NOTE_MAX,
  latestCalendarDate,
  type JourneyEntry,
} from '@waymark/shared/journeys/entry-contracts';
import { isCalendarDate, localDate } from '@waymark/shared/journeys/dates';
import type { JourneyDetail } from '@waymark/shared/journeys/journey-contracts';
import { useDeleteEntry, useJourneyEntries, useLogEntry } from '@/features/journeys/api/entries';
import { fieldBinder } from '@/lib/field-binder';
import { useFormatters } from '@/lib/format/use-formatters';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { buttonClasses } from '@/ui/button-styles';
import { FormDateField } from '@/ui/form-date-field';
import { PersonPicture } from '@/ui/person-avatar';
import { ProgressBar } from '@/ui/progress-bar';
import { Spinner } from '@/ui/spinner';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast/toast-store';

/** The log form's values as its inputs hold them; messages are codes translated below. */
const logFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .refine((value) => Number(value) > 0 && Number.isFinite(Number(value)), {
      error: 'amountPositive',
    }),
  note: z.string().trim().max(ENTRY_NOTE_MAX, { error: 'noteTooLong' }),
  occurredOn: z
    .string()
    .refine((date) => date === '' || isCalendarDate(date), { error: 'invalid' })
    .refine((date) => date === '' || date <= latestCalendarDate(), { error: 'future' }),
});
type LogFormValues = z.infer<typeof logFormSchema>;

/** "Log progress": an amount in the target's unit, an optional note and the day (today). */
/** Today in the browser's time zone: the day an entry is logged for unless another is picked. */
const browserToday = () => localDate(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);

function LogEntryForm({ journey }: { journey: JourneyDetail }) {
  const { t } = useTranslation('journeys');
  const [today] = useState(browserToday);
  const form = useForm<LogFormValues>({
    resolver: zodResolver(logFormSchema),
    defaultValues: { amount: '', note: '', occurredOn: today },
  });
  const { control, handleSubmit, reset, formState } = form;
  const errorText = (code: string | undefined) => {
    if (!code) return undefined;
    if (code === 'noteTooLong') return t('target.errors.noteTooLong', { max: ENTRY_NOTE_MAX });
    if (code === 'future') return t('target.errors.future');
    return t('target.errors.amountPositive');
  };
  const field = fieldBinder(form, (_name, error) => errorText(error?.message));
  const log = useLogEntry(journey.id, journey.owner);
  const unit = journey.target?.unit ?? '';

  const submit = handleSubmit((values) => {
    const occurredOn = values.occurredOn || browserToday();
    log.mutate(
      { amount: Number(values.amount), note: values.note, occurredOn },
      { onError: () => toast.error(t('target.logFailed')) },
    );
    reset({ amount: '', note: '', occurredOn });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="space-y-3"
      aria-label={t('target.log')}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          {...field('entry-amount', 'amount')}
          label={t('target.amount', { unit })}
          inputMode="decimal"
          autoComplete="off"
        />
        <FormDateField
          control={control}
          name="occurredOn"
          id="entry-date"
          label={t('target.date')}
          error={errorText(formState.errors.occurredOn?.message)}
        />
      </div>
      <TextField {...field('entry-note', 'note')} label={t('target.note')} dir="auto" />
      <button type="submit" className={buttonClasses('primary')} disabled={log.isPending}>
        {t('target.log')}
      </button>
    </form>
  );
}

function EntryRow({ entry, unit }: { entry: JourneyEntry; unit: string }) {
  const { t } = useTranslation('journeys');
  const format = useFormatters();
  const calendarDate = useCalendarDate();
  const remove = useDeleteEntry(entry.journeyId);
  const name = entry.author.displayName ?? entry.author.username ?? t('target.someone');
  const amount = `${format.number(entry.amount)} ${unit}`;
  const date = calendarDate(entry.occurredOn);
  return (
    <li className="flex items-start gap-3 py-2">
      <PersonPicture name={name} pictureUrl={entry.author.avatarUrl} className="size-7" />
      <div className="min-w-0 flex-1 text-sm">
        <p>
          <span className="font-semibold tabular-nums">{amount}</span>{' '}
          <span className="text-muted">
            · <bdi>{name}</bdi> · {date}
          </span>
        </p>
        {entry.note ? (
          <p dir="auto" className="mt-0.5 break-words text-muted">
            {entry.note}
          </p>
        ) : null}
      </div>
      {entry.canDelete ? (
        <button
          type="button"
          className="rounded-md p-1 text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('target.deleteLabel', { amount, date })}
          onClick={() =>
            remove.mutate(entry, { onError: () => toast.error(t('target.deleteFailed')) })
          }
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </li>
  );
}

/**
 * A journey's measurable target (issue 34): "12.5 / 100 km" with its bar, the log form for
 * whoever may write into the journey, and the entries newest first (each deletable by its
 * author or the journey's owner). Nothing when the journey has no target.
 */
export function TargetCard({ journey }: { journey: JourneyDetail }) {
  const { t } = useTranslation('journeys');
  const format = useFormatters();
  const entries = useJourneyEntries(journey.id);
  const target = journey.target;
  if (!target) return null;
  const shown = t('target.progress', {
    logged: format.number(target.logged),
    value: format.number(target.value),
    unit: target.unit,
  });
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-4" data-testid="target-card">
      <div className="space-y-2">
        <p className="flex items-baseline justify-between gap-3">
          <span className="text-lg font-semibold tabular-nums">
            <bdi>{shown}</bdi>
          </span>
          <span className="text-sm font-semibold tabular-nums">
            {format.number(journey.progress / 100, { style: 'percent' })}
          </span>
        </p>
        <ProgressBar
          value={journey.progress}
          label={t('target.progressLabel', { title: journey.title })}
          valueText={shown}
        />
      </div>
      {/* The owner and the editors of a shared journey log (issue 34). */}
      {journey.canEdit || canEditContent(journey.myRole) ? (
        <LogEntryForm journey={journey} />
      ) : null}
      <div>
        <h3 className="text-sm font-semibold">{t('target.entries')}</h3>
        {entries.isPending ? (
          <Spinner className="mt-2 size-5" />
        ) : items.length === 0 ? (
          <p className="mt-1 text-sm text-muted">{t('target.empty')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {items.map((entry) => (
              <EntryRow key={entry.id} entry={entry} unit={target.unit} />
            ))}
          </ul>
        )}
        {entries.hasNextPage ? (
          <button
            type="button"
            className={buttonClasses('ghost', 'md', 'mt-2')}
            disabled={entries.isFetchingNextPage}
            onClick={() => void entries.fetchNextPage()}
          >
            {t('target.loadMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
