import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STEP_NOTES_MAX } from '@waymark/shared/journeys/common-contracts';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { useEditStepNote } from '@/features/journeys/api/edit-step-note';
import { isStale } from '@/features/journeys/lib/api-errors';
import { settleRefused, type OutboxEntry } from '@/lib/offline/outbox';
import { buttonClasses } from '@/ui/button-styles';
import { inputClasses } from '@/ui/form-field';
import { toast } from '@/ui/toast/toast-store';

const textButton =
  'rounded text-xs font-medium text-brand-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-40';

interface StepNoteProps {
  journeyId: string;
  step: Step;
  number: number;
  canEdit: boolean;
  isDisabled: boolean;
  /** The person's note edit the server refused (the step changed meanwhile), if any. */
  refused?: OutboxEntry;
}

/**
 * A step's note, edited in place by its owner (issue 19: offline too, through the outbox).
 * When an edit met a newer version of the step, both notes show: the saved one, which won,
 * and the person's own, with "Use my note" (saved on top of the newer version) and "Keep the
 * saved note".
 */
export function StepNote({ journeyId, step, number, canEdit, isDisabled, refused }: StepNoteProps) {
  const { t } = useTranslation('journeys');
  const edit = useEditStepNote(journeyId);
  const [draft, setDraft] = useState<string | null>(null);
  const fieldId = `step-note-${step.id}`;
  const save = (notes: string, after?: () => void) =>
    edit.mutate(
      { step, notes },
      {
        onSuccess: after,
        onError: (error) => {
          // A conflict is shown on the step itself (below); anything else in a toast.
          if (!isStale(error)) toast.error(t('view.note.failed'));
        },
      },
    );

  if (draft !== null) {
    return (
      <form
        className="mt-2 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft !== step.notes) save(draft);
          setDraft(null);
        }}
      >
        <label htmlFor={fieldId} className="sr-only">
          {t('view.note.label', { number })}
        </label>
        <textarea
          id={fieldId}
          // Opened by the person's own click on "Edit note".
          autoFocus
          dir="auto"
          rows={3}
          maxLength={STEP_NOTES_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={inputClasses}
        />
        <div className="flex gap-2">
          <button type="submit" className={buttonClasses('primary')}>
            {t('view.note.save')}
          </button>
          <button type="button" className={buttonClasses('ghost')} onClick={() => setDraft(null)}>
            {t('view.note.cancel')}
          </button>
        </div>
      </form>
    );
  }

  const mine = (refused?.body as { notes?: string } | undefined)?.notes;
  return (
    <>
      {step.notes ? (
        <p dir="auto" className="mt-1 whitespace-pre-line text-sm text-muted">
          {step.notes}
        </p>
      ) : null}
      {canEdit && !refused ? (
        <button
          type="button"
          disabled={isDisabled}
          onClick={() => setDraft(step.notes)}
          aria-label={t(step.notes ? 'view.note.editLabel' : 'view.note.addLabel', { number })}
          className={`mt-1 block ${textButton}`}
        >
          {step.notes ? t('view.note.edit') : t('view.note.add')}
        </button>
      ) : null}
      {refused && mine !== undefined ? (
        <div
          role="group"
          aria-label={t('view.note.conflictLabel', { number })}
          data-testid="note-conflict"
          className="mt-2 rounded-lg border border-blaze bg-surface p-3 text-sm"
        >
          <p className="font-medium text-fg">{t('view.note.conflict')}</p>
          <dl className="mt-2 grid gap-2 sm:grid-cols-2">
            <div>
              <dt className="text-xs font-medium text-muted">{t('view.note.saved')}</dt>
              <dd dir="auto" className="whitespace-pre-line" data-testid="note-saved">
                {step.notes || t('view.note.none')}
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium text-muted">{t('view.note.yours')}</dt>
              <dd dir="auto" className="whitespace-pre-line" data-testid="note-mine">
                {mine || t('view.note.none')}
              </dd>
            </div>
          </dl>
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonClasses('secondary')}
              onClick={() => {
                void settleRefused(refused.key);
                save(mine);
              }}
            >
              {t('view.note.useMine')}
            </button>
            <button
              type="button"
              className={buttonClasses('ghost')}
              onClick={() => void settleRefused(refused.key)}
            >
              {t('view.note.keepSaved')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
