import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

const sizes = {
  /** In a row of text: a state, a date, "Waiting to sync". */
  sm: { pill: 'px-2 font-medium', icon: 'size-3' },
  /** Beside a heading, where it must hold its own: "Pro · included in your trial". */
  md: { pill: 'px-2.5 font-semibold', icon: 'size-3.5' },
} as const;

interface PillProps {
  /** Its colours (each pill says what kind of thing it marks) and its place. */
  className: string;
  /** Drawn before the text, hidden from screen readers: the text says it. */
  icon?: LucideIcon;
  size?: keyof typeof sizes;
  testId?: string;
  children: ReactNode;
}

/** A small rounded label beside what it marks. */
export function Pill({ className, icon: Icon, size = 'sm', testId, children }: PillProps) {
  return (
    <span
      data-testid={testId}
      className={cx(
        'rounded-full py-0.5 text-xs',
        sizes[size].pill,
        Icon && 'inline-flex items-center gap-1',
        className,
      )}
    >
      {Icon ? <Icon aria-hidden="true" className={sizes[size].icon} /> : null}
      {children}
    </span>
  );
}
