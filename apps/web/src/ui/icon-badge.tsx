import type { LucideIcon } from 'lucide-react';
import { cx } from '@/lib/cx';

const tones = {
  brand: 'bg-brand-soft text-brand-text',
  danger: 'bg-danger/10 text-danger dark:bg-danger/25 dark:text-red-300',
  /** A refusal told calmly (a ban): the danger colour on a plain ground. */
  quietDanger: 'bg-surface text-danger',
} as const;

interface IconBadgeProps {
  icon: LucideIcon;
  tone: keyof typeof tones;
  /** A circle for a state of the app (an error, a lock, a mail); a tile for a place's empties. */
  shape: 'circle' | 'tile';
  /** Its place in the panel, e.g. margins. */
  className?: string;
}

/** The large icon at the head of a centred notice, empty state or full-screen message. */
export function IconBadge({ icon: Icon, tone, shape, className }: IconBadgeProps) {
  return (
    <span
      className={cx(
        className,
        'grid size-12 place-items-center',
        shape === 'circle' ? 'rounded-full' : 'rounded-2xl',
        tones[tone],
      )}
    >
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
