import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_STEPS_PER_JOURNEY } from '@waymark/shared/journeys/contracts';
import { formErrorText } from '@/features/journeys/lib/form-error-text';
import { newStepKey, type JourneyFormValues } from '@/features/journeys/lib/journey-form';
import { cx } from '@/lib/cx';
import { buttonClasses } from '@/ui/button-styles';
import { inputClasses } from '@/ui/form-field';

function StepRow({
  index,
  itemKey,
  onRemove,
}: {
  index: number;
  itemKey: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('journeys');
  const { register, formState } = useFormContext<JourneyFormValues>();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: itemKey });
  const inputId = `step-title-${itemKey}`;
  const error = formErrorText(t, formState.errors.steps?.[index]?.title);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
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
          aria-label={t('form.steps.dragHandle', { number: index + 1 })}
          className="grid size-9 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
        <label htmlFor={inputId} className="sr-only">
          {t('form.steps.titleLabel', { number: index + 1 })}
        </label>
        <input
          id={inputId}
          dir="auto"
          {...register(`steps.${index}.title`)}
          placeholder={t('form.steps.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={inputClasses}
        />
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('form.steps.remove', { number: index + 1 })}
          className="grid size-9 shrink-0 place-items-center rounded-md text-muted hover:bg-surface hover:text-danger focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1 ps-11 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The journey's steps inline: add, remove, and reorder by dragging the handle or, with the
 * keyboard, Space on the handle, arrows, Space again. Every move is announced.
 */
export function StepsEditor() {
  const { t } = useTranslation('journeys');
  const instructionsId = useId();
  const { control, setFocus, getValues } = useFormContext<JourneyFormValues>();
  const { fields, append, remove, move } = useFieldArray({
    control,
    name: 'steps',
    keyName: 'fieldKey',
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = fields.map((field) => field.key);
  const positionOf = (id: string | number) => keys.indexOf(String(id)) + 1;
  const titleOf = (id: string | number) =>
    getValues('steps').find((step) => step.key === id)?.title || t('form.steps.untitled');
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('form.steps.announce.picked', {
        title: titleOf(active.id),
        position: positionOf(active.id),
        total: keys.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t('form.steps.announce.over', {
            title: titleOf(active.id),
            position: positionOf(over.id),
            total: keys.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('form.steps.announce.dropped', {
            title: titleOf(active.id),
            position: positionOf(over.id),
            total: keys.length,
          })
        : undefined,
    onDragCancel: ({ active }) => t('form.steps.announce.cancelled', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{t('form.steps.legend')}</legend>
      <p id={instructionsId} className="text-xs text-muted">
        {t('form.steps.hint')}
      </p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('form.steps.instructions') },
        }}
      >
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol className="space-y-2" aria-describedby={instructionsId}>
            {fields.map((field, index) => (
              <StepRow
                key={field.fieldKey}
                index={index}
                itemKey={field.key}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button
        type="button"
        disabled={fields.length >= MAX_STEPS_PER_JOURNEY}
        onClick={() => {
          append({ key: newStepKey(), id: null, title: '' });
          // Focus lands in the new step's title, ready to type.
          setTimeout(() => setFocus(`steps.${fields.length}.title`), 0);
        }}
        className={buttonClasses('secondary')}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('form.steps.add')}
      </button>
    </fieldset>
  );
}
