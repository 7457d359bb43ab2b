import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, GripVertical, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '@/features/journeys/lib/form-error-text';
import type { JourneyFormValues } from '@/features/journeys/lib/journey-form';
import { cx } from '@/lib/cx';
import { FormDateField } from '@/ui/form-date-field';
import { inputClasses } from '@/ui/form-field';

const iconButtonClasses =
  'grid size-9 shrink-0 place-items-center rounded-md text-muted hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring';

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} role="alert" className="mt-1 text-sm text-danger">
      {error}
    </p>
  ) : null;
}

/** What an input with an error below it (FieldError `${id}-error`) says about it. */
const invalidProps = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

/** A labelled detail of a step (its notes) with its error. */
function DetailField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

interface StepRowProps {
  index: number;
  itemKey: string;
  onRemove: () => void;
}

/**
 * One step of the form: a drag handle, its title, and a "Details" disclosure with its notes
 * and due date (open from the start when the step has either).
 */
export function StepRow({ index, itemKey, onRemove }: StepRowProps) {
  const { t } = useTranslation('journeys');
  const number = index + 1;
  const { register, formState, getValues, control } = useFormContext<JourneyFormValues>();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: itemKey });
  const [notes, dueDate] = useWatch({
    control,
    name: [`steps.${index}.notes`, `steps.${index}.dueDate`],
  });
  const [isOpen, setIsOpen] = useState(() => {
    const step = getValues(`steps.${index}`);
    return Boolean(step.notes || step.dueDate);
  });
  const errors = formState.errors.steps?.[index];
  const titleError = formErrorText(t, errors?.title);
  const notesError = formErrorText(t, errors?.notes);
  const dueDateError = formErrorText(t, errors?.dueDate);
  // A field with an error stays in sight, so it can be read and focused.
  const isExpanded = isOpen || Boolean(notesError ?? dueDateError);
  const hasDetails = Boolean(notes || dueDate);

  const titleId = `step-title-${itemKey}`;
  const detailsId = `step-details-${itemKey}`;
  const notesId = `step-notes-${itemKey}`;
  const dueDateId = `step-due-${itemKey}`;
  return (
    <li
      ref={setNodeRef}
      // Translate, not Transform: rows of different heights must not be stretched while moving.
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        'rounded-xl border border-line bg-raised p-2',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-ring',
      )}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('form.steps.dragHandle', { number })}
          className={cx(iconButtonClasses, 'cursor-grab touch-none active:cursor-grabbing')}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <label htmlFor={titleId} className="sr-only">
          {t('form.steps.titleLabel', { number })}
        </label>
        <input
          id={titleId}
          dir="auto"
          {...register(`steps.${index}.title`)}
          placeholder={t('form.steps.placeholder')}
          {...invalidProps(titleId, titleError)}
          className={inputClasses}
        />
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          aria-label={t('form.steps.detailsLabel', { number })}
          onClick={() => setIsOpen(!isExpanded)}
          className={cx(
            'relative inline-flex h-9 shrink-0 items-center gap-1 rounded-md px-2 text-sm text-muted hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-ring',
            isExpanded && 'bg-surface text-fg',
          )}
        >
          <span className="max-sm:sr-only">{t('form.steps.details')}</span>
          <ChevronDown
            aria-hidden="true"
            className={cx('size-4 transition-transform', isExpanded && 'rotate-180')}
          />
          {hasDetails && !isExpanded ? (
            <span
              aria-hidden="true"
              className="absolute end-1 top-1 size-1.5 rounded-full bg-brand"
            />
          ) : null}
        </button>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('form.steps.remove', { number })}
          className={cx(iconButtonClasses, 'hover:text-danger')}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="ps-11">
        <FieldError id={`${titleId}-error`} error={titleError} />
      </div>
      <div
        id={detailsId}
        hidden={!isExpanded}
        className="mt-2 grid gap-3 sm:grid-cols-[minmax(0,1fr)_13rem] sm:ps-11 sm:pe-11"
      >
        <DetailField id={notesId} label={t('form.steps.notes')} error={notesError}>
          <textarea
            id={notesId}
            dir="auto"
            rows={3}
            {...register(`steps.${index}.notes`)}
            aria-label={t('form.steps.notesLabel', { number })}
            placeholder={t('form.steps.notesPlaceholder')}
            {...invalidProps(notesId, notesError)}
            className={cx(inputClasses, 'min-h-20 resize-y')}
          />
        </DetailField>
        <FormDateField
          control={control}
          name={`steps.${index}.dueDate`}
          id={dueDateId}
          label={t('form.steps.dueDate')}
          labelLook="detail"
          aria-label={t('form.steps.dueDateLabel', { number })}
          error={dueDateError}
        />
      </div>
    </li>
  );
}
