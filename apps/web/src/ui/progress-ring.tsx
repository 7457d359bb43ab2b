import { cx } from '@/lib/cx';
import { progressbarProps } from '@/ui/progress-bar';

interface ProgressRingProps {
  /** 0–100. */
  value: number;
  /** What is measured, e.g. "Progress of Walk the Camino". */
  label: string;
  /** The value as read aloud, e.g. "1 of 3 steps, 33%". */
  valueText: string;
  /** The value as shown in the middle, in the locale's digits, e.g. "٣٣٪". */
  display: string;
  className?: string;
}

const radius = 42;
const circumference = 2 * Math.PI * radius;

/**
 * A circular progressbar: the ring and the number in it are drawn for the eye, the role and
 * its value text say the same to a screen reader.
 */
export function ProgressRing({ value, label, valueText, display, className }: ProgressRingProps) {
  const { percent, aria } = progressbarProps(value, label, valueText);
  return (
    <div {...aria} className={cx('relative grid size-24 shrink-0 place-items-center', className)}>
      {/* Mirrored nowhere: a ring fills clockwise in every script. */}
      <svg viewBox="0 0 100 100" aria-hidden="true" className="absolute inset-0 -rotate-90">
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" className="stroke-line" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          className={cx(
            'motion-safe:transition-[stroke-dashoffset] motion-safe:duration-500',
            percent === 100 ? 'stroke-success' : 'stroke-brand',
            percent === 0 && 'opacity-0',
          )}
        />
      </svg>
      <span aria-hidden="true" className="text-xl font-bold tabular-nums">
        {display}
      </span>
    </div>
  );
}
