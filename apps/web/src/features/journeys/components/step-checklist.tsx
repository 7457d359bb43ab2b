import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { useToggleStep } from '@/lib/journey-detail/step-toggle';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { cx } from '@/lib/cx';
import { toast } from '@/ui/toast/toast-store';

interface StepChecklistProps {
  journeyId: string;
  steps: readonly Step[];
  canEdit: boolean;
}

/** `record` without `key`. */
function without(record: Readonly<Record<string, boolean>>, key: string) {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/** The steps in order; their owner ticks them off (at once, undone if the server refuses). */
export function StepChecklist({ journeyId, steps, canEdit }: StepChecklistProps) {
  const { t } = useTranslation('journeys');
  const calendarDate = useCalendarDate();
  const toggle = useToggleStep(journeyId);
  // The box follows the click in the same render: the optimistic cache update lands a tick
  // later, and until then React would put a controlled checkbox back (a visible flicker).
  const [ticking, setTicking] = useState<Readonly<Record<string, boolean>>>({});
  const tick = (stepId: string, isCompleted: boolean) => {
    setTicking((current) => ({ ...current, [stepId]: isCompleted }));
    toggle
      .mutateAsync({ stepId, isCompleted })
      .catch(() => toast.error(t('view.stepFailed')))
      .finally(() => setTicking((current) => without(current, stepId)));
  };
  // A tickable step is named by its label; a read-only one is plain text.
  const TitleTag = canEdit ? 'label' : 'span';
  if (steps.length === 0) return <p className="text-sm text-muted">{t('view.noSteps')}</p>;
  return (
    <ol className="divide-y divide-line rounded-2xl border border-line bg-raised">
      {steps.map((step, index) => {
        const isDone = ticking[step.id] ?? step.completedAt !== null;
        const id = `step-${step.id}`;
        return (
          <li key={step.id} className="flex items-start gap-3 p-4">
            {canEdit ? (
              <input
                id={id}
                type="checkbox"
                checked={isDone}
                onChange={(event) => tick(step.id, event.target.checked)}
                className="mt-0.5 size-5 shrink-0 accent-(--wm-brand)"
              />
            ) : (
              <span
                aria-hidden="true"
                className={cx(
                  'mt-0.5 grid size-5 shrink-0 place-items-center rounded border',
                  isDone ? 'border-success bg-success text-white' : 'border-line',
                )}
              >
                {isDone ? <Check className="size-3.5" /> : null}
              </span>
            )}
            <div className="min-w-0 flex-1">
              <TitleTag
                {...(canEdit ? { htmlFor: id } : {})}
                className={cx('font-medium', isDone && 'text-muted line-through')}
              >
                <span className="sr-only">{t('view.stepNumber', { number: index + 1 })} </span>
                <bdi>{step.title}</bdi>
                {!canEdit ? (
                  <span className="sr-only">
                    {' '}
                    ({isDone ? t('view.stepDone') : t('view.stepOpen')})
                  </span>
                ) : null}
              </TitleTag>
              {step.notes ? (
                <p className="mt-1 whitespace-pre-line text-sm text-muted">{step.notes}</p>
              ) : null}
              {step.dueDate ? (
                <p className="mt-1 text-xs text-muted">
                  {t('view.due', { date: calendarDate(step.dueDate) })}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
