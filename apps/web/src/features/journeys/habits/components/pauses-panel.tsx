import { PauseCircle, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PAUSE_REASON_MAX } from '@waymark/shared/journeys/habits/pause-contracts';
import {
  useAddPause,
  useDeletePause,
  usePauses,
} from '@/features/journeys/habits/api/habit-mutations';
import { ApiError } from '@/lib/api-client';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { buttonClasses } from '@/ui/button-styles';
import { DateField } from '@/ui/date-field';
import { inputClasses } from '@/ui/form-field';
import { SmallButton } from '@/ui/small-button';
import { toast } from '@/ui/toast/toast-store';

/**
 * A journey's pauses (a holiday, an illness): paused days neither break a habit's streak nor
 * count against the forecast. Listed for whoever sees the journey; its owner adds them with
 * two dates and an optional reason, and removes them.
 */
export function PausesPanel({ journeyId, canEdit }: { journeyId: string; canEdit: boolean }) {
  const { t } = useTranslation('habits');
  const id = useId();
  const calendarDate = useCalendarDate();
  const pauses = usePauses(journeyId);
  const add = useAddPause(journeyId);
  const remove = useDeletePause(journeyId);
  const [from, setFrom] = useState('');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !until) return setError(t('pauses.datesRequired'));
    if (until < from) return setError(t('pauses.endBeforeStart'));
    setError(null);
    add.mutate(
      { from, until, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          setFrom('');
          setUntil('');
          setReason('');
        },
        onError: (failure) =>
          failure instanceof ApiError && failure.status === 400
            ? setError(failure.message)
            : toast.error(t('pauses.failed')),
      },
    );
  };
  const list = pauses.data?.pauses ?? [];
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('pauses.intro')}</p>
      {list.length === 0 ? (
        <p className="text-sm text-muted">{t('pauses.none')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-raised">
          {list.map((pause) => {
            const range = t('pauses.range', {
              from: calendarDate(pause.from),
              until: calendarDate(pause.until),
            });
            return (
              <li key={pause.id} className="flex items-center gap-3 p-3 text-sm">
                <PauseCircle aria-hidden="true" className="size-4 shrink-0 text-info" />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-fg">{range}</span>
                  {pause.reason ? (
                    <bdi className="block break-words text-muted">{pause.reason}</bdi>
                  ) : null}
                </span>
                {canEdit ? (
                  <SmallButton
                    icon={Trash2}
                    label={t('pauses.delete')}
                    ariaLabel={t('pauses.deleteLabel', { range })}
                    onClick={() =>
                      remove.mutate(pause.id, {
                        onError: () => toast.error(t('pauses.deleteFailed')),
                      })
                    }
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {canEdit ? (
        <form onSubmit={submit} aria-label={t('pauses.formLabel')} className="space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <DateField id={`${id}-from`} label={t('pauses.from')} value={from} onChange={setFrom} />
            <DateField
              id={`${id}-until`}
              label={t('pauses.until')}
              value={until}
              onChange={setUntil}
              error={error ?? undefined}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium text-fg">
              {t('pauses.reason')}
            </label>
            <input
              id={`${id}-reason`}
              dir="auto"
              value={reason}
              maxLength={PAUSE_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              placeholder={t('pauses.reasonPlaceholder')}
              className={inputClasses}
            />
          </div>
          <button type="submit" disabled={add.isPending} className={buttonClasses('secondary')}>
            <PauseCircle aria-hidden="true" className="size-4" />
            {t('pauses.add')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
