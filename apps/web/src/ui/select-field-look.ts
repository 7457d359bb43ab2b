import { cx } from '@/lib/cx';
import { inputClasses } from '@/ui/form-field';

/** A form field's label; a filter's smaller one; or only for screen readers (header, narrow nav). */
export type LabelLook = 'field' | 'filter' | 'hidden';

// The select's look without its code (React Aria): the field and the stand-in drawn while that
// code loads (lazy-select-field.tsx) are the same size and place.
export const selectLabelClasses: Record<LabelLook, string> = {
  field: 'block text-sm font-medium text-fg',
  filter: 'block text-xs font-medium text-muted',
  hidden: 'sr-only',
};

// Flex gaps, not space-y: React Aria's hidden native select follows the button, and space-y's
// margin on the button would make the field taller than its neighbours.
export function selectRootClasses(labelLook: LabelLook, className?: string): string {
  return cx('flex min-w-0 flex-col', labelLook === 'filter' ? 'gap-1' : 'gap-1.5', className);
}

export const selectTriggerClasses = cx(
  inputClasses,
  'flex cursor-default items-center gap-2 text-start',
);
