import { cx } from '@/lib/cx';

interface ProgressBarProps {
  /** 0–100. */
  value: number;
  /** What is measured, e.g. "Progress of Walk the Camino". */
  label: string;
  /** The value as read aloud and shown, e.g. "33%" or "1 of 3 steps, 33%". */
  valueText: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** The progressbar role and its value, shared by the bar and the ring (0–100, clamped). */
export function progressbarProps(value: number, label: string, valueText: string) {
  const percent = Math.min(100, Math.max(0, value));
  return {
    percent,
    aria: {
      role: 'progressbar',
      'aria-label': label,
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': percent,
      'aria-valuetext': valueText,
    } as const,
  };
}

/** A progressbar with its value for screen readers; the bar itself is decoration. */
export function ProgressBar({ value, label, valueText, size = 'md', className }: ProgressBarProps) {
  const { percent, aria } = progressbarProps(value, label, valueText);
  return (
    <div
      {...aria}
      className={cx(
        'w-full overflow-hidden rounded-full bg-line',
        size === 'sm' ? 'h-1.5' : 'h-2.5',
        className,
      )}
    >
      <div
        className={cx(
          'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-300',
          percent === 100 ? 'bg-success' : 'bg-brand',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
