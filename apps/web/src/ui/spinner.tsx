import { cx } from '@/lib/cx';

/** Decorative: pair it with visible text or a `role="status"` region that says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block size-6 shrink-0 rounded-full border-[3px] border-brand/25 border-t-brand motion-safe:animate-spin',
        className,
      )}
    />
  );
}
