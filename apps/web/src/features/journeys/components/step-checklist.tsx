import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STEPS_PER_JOURNEY } from '@waymark/shared/journeys/common-contracts';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { pendingStep, useAddStep, useRenameStep } from '@/features/journeys/api/step-edits';
import { AddStepField } from '@/features/journeys/components/add-step-field';
import { StepNote } from '@/features/journeys/components/step-note';
import { HabitLine } from '@/features/journeys/habits/components/habit-line';
import { RepeatControl } from '@/features/journeys/habits/components/repeat-control';
import { StepTitleField } from '@/features/journeys/components/step-title-field';
import { isStale } from '@/features/journeys/lib/api-errors';
import { useToggleStep } from '@/lib/journey-detail/step-toggle';
import { useOutbox, useRefusedWrites } from '@/lib/offline/outbox';
import { useCalendarDate } from '@/lib/use-calendar-date';
import { cx } from '@/lib/cx';
import { toast } from '@/ui/toast/toast-store';
import { CheckMark } from '@/ui/check-mark';

interface StepChecklistProps {
  journeyId: string;
  steps: readonly Step[];
  canEdit: boolean;
  /** A rename met a newer version of the step (409): the page offers to reload. */
  onStale?: () => void;
}

/** `record` without `key`. */
function without(record: Readonly<Record<string, boolean>>, key: string) {
  const rest = { ...record };
  delete rest[key];
  return rest;
}

/** A step added here that the server has not answered for yet (see pendingStep). */
const isPending = (step: Step) => step.version === 0;

/**
 * The steps in order. Their owner ticks them off, renames them in place and adds new ones at
 * the end; each change shows at once and is undone, with a toast, if the server refuses.
 */
export function StepChecklist({ journeyId, steps, canEdit, onStale }: StepChecklistProps) {
  const { t } = useTranslation('journeys');
  const calendarDate = useCalendarDate();
  const toggle = useToggleStep(journeyId);
  // Ticks and notes made offline, not on the server yet (issue 19), and note edits refused
  // because the step changed meanwhile.
  const waiting = new Set(useOutbox().map((entry) => entry.stepId));
  const refusedNotes = new Map(
    useRefusedWrites()
      .filter((entry) => entry.kind === 'note' && entry.stepId)
      .map((entry) => [entry.stepId, entry]),
  );
  const rename = useRenameStep(journeyId);
  const add = useAddStep(journeyId);
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
  const renameStep = (step: Step, title: string) =>
    rename.mutate(
      { step, title },
      {
        onError: (error) => {
          toast.error(isStale(error) ? t('view.renameStale') : t('view.stepFailed'));
          if (isStale(error)) onStale?.();
        },
      },
    );
  const addStep = (title: string) =>
    add.mutate(
      { title, pending: pendingStep(journeyId, title, steps.length) },
      { onError: () => toast.error(t('view.addFailed')) },
    );

  // A tickable step is named by its label; a read-only one is plain text.
  const TitleTag = canEdit ? 'label' : 'span';
  if (steps.length === 0 && !canEdit) {
    return <p className="text-sm text-muted">{t('view.noSteps')}</p>;
  }
  return (
    <div className="rounded-2xl border border-line bg-raised">
      {steps.length === 0 ? <p className="p-4 text-sm text-muted">{t('view.noSteps')}</p> : null}
      <ol className="divide-y divide-line">
        {steps.map((step, index) => {
          const isDone = ticking[step.id] ?? step.completedAt !== null;
          const id = `step-${step.id}`;
          const pending = isPending(step);
          const details = (
            <>
              <TitleTag
                {...(canEdit ? { htmlFor: id } : {})}
                className={cx('font-medium break-words', isDone && 'text-muted line-through')}
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
              <StepNote
                journeyId={journeyId}
                step={step}
                number={index + 1}
                canEdit={canEdit}
                isDisabled={pending}
                refused={refusedNotes.get(step.id)}
              />
              {step.dueDate ? (
                <p className="mt-1 text-xs text-muted">
                  {t('view.due', { date: calendarDate(step.dueDate) })}
                </p>
              ) : null}
              {step.schedule ? (
                <HabitLine journeyId={journeyId} step={step} canEdit={canEdit && !pending} />
              ) : null}
              {canEdit && !pending ? <RepeatControl journeyId={journeyId} step={step} /> : null}
              {waiting.has(step.id) ? (
                <p
                  className="mt-1 text-xs font-medium text-brand-text"
                  data-testid="waiting-to-sync"
                >
                  {t('view.waitingToSync')}
                </p>
              ) : null}
            </>
          );
          return (
            <li
              key={step.id}
              aria-busy={pending || undefined}
              className={cx('flex items-start gap-3 p-4', pending && 'opacity-60')}
            >
              {canEdit ? (
                <input
                  id={id}
                  type="checkbox"
                  checked={isDone}
                  disabled={pending}
                  onChange={(event) => tick(step.id, event.target.checked)}
                  className="mt-0.5 size-5 shrink-0 accent-(--wm-brand)"
                />
              ) : (
                <CheckMark isChecked={isDone} tone="success" size="md" className="mt-0.5" />
              )}
              {canEdit ? (
                <StepTitleField
                  number={index + 1}
                  title={step.title}
                  isDisabled={pending}
                  onRename={(title) => renameStep(step, title)}
                >
                  {details}
                </StepTitleField>
              ) : (
                <div className="min-w-0 flex-1">{details}</div>
              )}
            </li>
          );
        })}
      </ol>
      {canEdit ? (
        <div className="border-t border-line">
          <AddStepField isFull={steps.length >= MAX_STEPS_PER_JOURNEY} onAdd={addStep} />
        </div>
      ) : null}
    </div>
  );
}
