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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useId, useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_STEPS_PER_JOURNEY } from '@waymark/shared/journeys/common-contracts';
import { StepRow } from '@/features/journeys/components/step-row';
import { newStepDraft, type JourneyFormValues } from '@/features/journeys/lib/journey-form';
import { buttonClasses } from '@/ui/button-styles';

/**
 * The journey's steps inline: add, remove, give notes and due dates, and reorder by dragging
 * the handle or, with the keyboard, Space on the handle, arrows, Space again. Every move is
 * announced.
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
  // dnd-kit reports the picked-up step as over its own place at once: announcing that would
  // replace "Picked up …" before a screen reader has read it. Only a new position is news.
  const announcedPosition = useRef(0);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedPosition.current = positionOf(active.id);
      return t('form.steps.announce.picked', {
        title: titleOf(active.id),
        position: announcedPosition.current,
        total: keys.length,
      });
    },
    onDragOver: ({ active, over }) => {
      if (!over || positionOf(over.id) === announcedPosition.current) return undefined;
      announcedPosition.current = positionOf(over.id);
      return t('form.steps.announce.over', {
        title: titleOf(active.id),
        position: announcedPosition.current,
        total: keys.length,
      });
    },
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
          append(newStepDraft());
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
