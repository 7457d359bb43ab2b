import { Check } from 'lucide-react';
import { cx } from '@/lib/cx';

const sizes = {
  sm: { box: 'size-4', check: 'size-3' },
  md: { box: 'size-5', check: 'size-3.5' },
} as const;

/** What a ticked box says: a step done (success), a row chosen (brand). */
const tones = {
  success: 'border-success bg-success text-white',
  brand: 'border-brand bg-brand text-on-brand',
} as const;

/**
 * A drawn checkbox, hidden from screen readers: where the state is read out another way (the
 * row's aria-selected, a step's words) or the box is not for this viewer to tick.
 */
export function CheckMark({
  isChecked,
  tone,
  size = 'sm',
  className,
}: {
  isChecked: boolean;
  tone: keyof typeof tones;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'grid shrink-0 place-items-center rounded border',
        sizes[size].box,
        isChecked ? tones[tone] : 'border-line',
        className,
      )}
    >
      {isChecked ? <Check className={sizes[size].check} /> : null}
    </span>
  );
}
