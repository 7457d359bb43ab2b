import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STEP_TITLE_MAX } from '@waymark/shared/journeys/common-contracts';
import { buttonClasses } from '@/ui/button-styles';
import { inputClasses } from '@/ui/form-field';

/** "Add a step" at the end of the checklist: Enter adds it and leaves the field ready for the next. */
export function AddStepField({
  isFull,
  onAdd,
}: {
  isFull: boolean;
  onAdd: (title: string) => void;
}) {
  const { t } = useTranslation('journeys');
  const id = useId();
  const [title, setTitle] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = title.trim();
    if (!next || isFull) return;
    onAdd(next);
    setTitle('');
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2 p-3">
      <label htmlFor={id} className="sr-only">
        {t('view.addStepLabel')}
      </label>
      <input
        id={id}
        dir="auto"
        value={title}
        maxLength={STEP_TITLE_MAX}
        disabled={isFull}
        onChange={(event) => setTitle(event.target.value)}
        placeholder={t('view.addStepPlaceholder')}
        className={inputClasses}
      />
      <button
        type="submit"
        disabled={isFull || !title.trim()}
        className={buttonClasses('secondary')}
      >
        <Plus aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('view.addStep')}</span>
      </button>
    </form>
  );
}
