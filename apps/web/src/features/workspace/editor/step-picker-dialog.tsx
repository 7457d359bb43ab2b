import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepHost } from '@/features/workspace/editor/step-host';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';
import { cx } from '@/lib/cx';
import { FieldLabel } from '@/ui/field-label';
import { editorInputClasses } from '@/features/workspace/editor/editor-input-classes';

interface StepPickerDialogProps {
  open: boolean;
  host: StepHost;
  onClose: () => void;
  onPick: (stepId: string) => void;
}

/** Chooses which step a new step block shows: one of the journey's steps, or a new one. */
export function StepPickerDialog({ open, host, onClose, onPick }: StepPickerDialogProps) {
  const { t } = useTranslation('workspace');
  const [title, setTitle] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    setIsCreating(true);
    setHasFailed(false);
    try {
      const step = await host.createStep(trimmed);
      setTitle('');
      onPick(step.id);
    } catch {
      setHasFailed(true);
    } finally {
      setIsCreating(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t('stepPicker.title')}
      description={t('stepPicker.description')}
      onClose={onClose}
    >
      {host.steps.length > 0 ? (
        <ul className="max-h-64 space-y-1 overflow-y-auto" aria-label={t('stepPicker.existing')}>
          {host.steps.map((step) => (
            <li key={step.id}>
              <button
                type="button"
                onClick={() => onPick(step.id)}
                className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span dir="auto" className="font-medium">
                  {step.title}
                </span>
                <span className="text-xs text-muted">
                  {step.isCompleted ? t('stepPicker.done') : t('stepPicker.open')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('stepPicker.none')}</p>
      )}
      <form onSubmit={(event) => void create(event)} className="mt-5 border-t border-line pt-4">
        <FieldLabel htmlFor="new-step-title">{t('stepPicker.newLabel')}</FieldLabel>
        <div className="mt-2 flex gap-2">
          <input
            id="new-step-title"
            value={title}
            maxLength={120}
            onChange={(event) => setTitle(event.target.value)}
            className={cx('min-w-0 flex-1', editorInputClasses)}
          />
          <button
            type="submit"
            disabled={isCreating || !title.trim()}
            className={buttonClasses('primary')}
          >
            {t('stepPicker.create')}
          </button>
        </div>
        {hasFailed ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {t('stepPicker.failed')}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
