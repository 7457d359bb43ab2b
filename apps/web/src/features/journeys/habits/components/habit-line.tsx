import { Check, Flame, Snowflake, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { useCheckIn } from '@/features/journeys/habits/api/habit-mutations';
import { SmallButton } from '@/ui/small-button';
import { toast } from '@/ui/toast/toast-store';

/** "3 times a week": a recurring step's schedule in words. */
export function useScheduleText() {
  const { t } = useTranslation('habits');
  return (schedule: NonNullable<Step['schedule']>) =>
    t(`schedule.${schedule.per}`, { count: schedule.times });
}

/**
 * Under a recurring step: how often it repeats, this period's count, the streak with the
 * freezes held, and for whoever may write the check-in button (shown done at once, put back
 * with a toast if the server refuses) with an undo of today's.
 */
export function HabitLine({
  journeyId,
  step,
  canEdit,
}: {
  journeyId: string;
  step: Step;
  canEdit: boolean;
}) {
  const { t } = useTranslation('habits');
  const scheduleText = useScheduleText();
  const checkIn = useCheckIn(journeyId);
  if (!step.schedule) return null;
  const send = (undo: boolean) =>
    checkIn.mutate(
      { step, undo },
      { onError: () => toast.error(t(undo ? 'checkIn.undoFailed' : 'checkIn.failed')) },
    );
  const streak = step.streak;
  // A daily habit met for today offers no second check-in, only the undo; a weekly or monthly
  // one may be done more often than asked.
  const dayIsDone =
    step.schedule?.per === 'day' &&
    step.checkedInToday === true &&
    (step.period?.count ?? 0) >= (step.period?.required ?? 1);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-muted">
      <span className="font-medium text-fg">{scheduleText(step.schedule)}</span>
      {step.period ? (
        <span>
          {t('checkIn.period', { done: step.period.count, required: step.period.required })}
        </span>
      ) : null}
      {streak ? (
        <span className="inline-flex items-center gap-2">
          <span className="inline-flex items-center gap-1" data-testid="habit-streak">
            <Flame aria-hidden="true" className="size-3.5 text-blaze" />
            {t('streak.current', { value: streak.current })}
          </span>
          {streak.freezes > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Snowflake aria-hidden="true" className="size-3.5 text-info" />
              {t('streak.freezes', { value: streak.freezes })}
            </span>
          ) : null}
        </span>
      ) : null}
      {canEdit ? (
        <span className="inline-flex items-center gap-2">
          {dayIsDone ? null : (
            <SmallButton
              icon={Check}
              label={t('checkIn.button')}
              ariaLabel={t('checkIn.label', { title: step.title })}
              onClick={() => send(false)}
              disabled={checkIn.isPending}
            />
          )}
          {step.checkedInToday ? (
            <>
              <span className="font-medium text-success-text" role="status">
                {t('checkIn.done')}
              </span>
              <SmallButton
                icon={Undo2}
                label={t('checkIn.undo')}
                ariaLabel={t('checkIn.undoLabel', { title: step.title })}
                onClick={() => send(true)}
                disabled={checkIn.isPending}
              />
            </>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
