import { Repeat } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_TIMES_PER,
  schedulePeriods,
  type SchedulePeriod,
} from '@waymark/shared/journeys/habits/schedule';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { useSetSchedule } from '@/features/journeys/habits/api/habit-mutations';
import { cx } from '@/lib/cx';
import { smallButtonClasses } from '@/ui/small-button';
import { toast } from '@/ui/toast/toast-store';

const fieldClasses =
  'rounded-md border border-line bg-raised px-2 py-1 text-xs text-fg focus-visible:outline-2 focus-visible:outline-ring';

/**
 * "Repeats": off, or N times a day, week or month. A disclosure under a step of the owner's,
 * saved with PATCH /api/steps/:id; the step then shows its check-in button and streak.
 */
export function RepeatControl({ journeyId, step }: { journeyId: string; step: Step }) {
  const { t } = useTranslation('habits');
  const id = useId();
  const setSchedule = useSetSchedule(journeyId);
  const [isOpen, setIsOpen] = useState(false);
  const [per, setPer] = useState<SchedulePeriod | 'off'>(step.schedule?.per ?? 'off');
  const [times, setTimes] = useState(step.schedule?.times ?? 1);
  const max = per === 'off' ? 1 : MAX_TIMES_PER[per];
  const isValid = per === 'off' || (Number.isInteger(times) && times >= 1 && times <= max);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    setSchedule.mutate(
      { stepId: step.id, schedule: per === 'off' ? null : { times, per } },
      {
        onSuccess: () => setIsOpen(false),
        onError: () => toast.error(t('repeats.failed')),
      },
    );
  };
  return (
    <div className="mt-2">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={`${id}-form`}
        onClick={() => setIsOpen(!isOpen)}
        className={cx(smallButtonClasses, 'border-transparent bg-transparent text-muted')}
      >
        <Repeat aria-hidden="true" className="size-3.5" />
        {t('repeats.button')}
        <span className="sr-only">: {step.title}</span>
      </button>
      <form
        id={`${id}-form`}
        hidden={!isOpen}
        onSubmit={save}
        aria-label={t('repeats.label', { title: step.title })}
        className="mt-2 flex flex-wrap items-end gap-2"
      >
        <label className="flex flex-col gap-1 text-xs text-muted" htmlFor={`${id}-per`}>
          {t('repeats.how')}
          <select
            id={`${id}-per`}
            value={per}
            onChange={(event) => setPer(event.target.value as SchedulePeriod | 'off')}
            className={fieldClasses}
          >
            <option value="off">{t('repeats.off')}</option>
            {schedulePeriods.map((period) => (
              <option key={period} value={period}>
                {t(`repeats.per.${period}`)}
              </option>
            ))}
          </select>
        </label>
        {per !== 'off' ? (
          <label className="flex flex-col gap-1 text-xs text-muted" htmlFor={`${id}-times`}>
            {t('repeats.times')}
            <input
              id={`${id}-times`}
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              value={Number.isNaN(times) ? '' : times}
              onChange={(event) => setTimes(event.target.valueAsNumber)}
              aria-invalid={isValid ? undefined : true}
              aria-describedby={isValid ? undefined : `${id}-error`}
              className={cx(fieldClasses, 'w-20')}
            />
          </label>
        ) : null}
        <button
          type="submit"
          disabled={!isValid || setSchedule.isPending}
          className={smallButtonClasses}
        >
          {t('repeats.save')}
        </button>
        {!isValid ? (
          <p id={`${id}-error`} role="alert" className="basis-full text-xs text-danger">
            {t('repeats.range', { max })}
          </p>
        ) : null}
      </form>
    </div>
  );
}
