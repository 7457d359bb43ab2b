import type { LucideIcon } from 'lucide-react';
import { cx } from '@/lib/cx';

/** The compact buttons of list rows (webhook endpoints and deliveries): one line of small text. */
export const smallButtonClasses =
  'inline-flex items-center gap-1.5 rounded-md border border-line bg-raised px-2.5 py-1 text-xs font-medium text-fg hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-surface disabled:text-muted';

/** A row's action: its icon and short label, named in full for screen readers (`ariaLabel`). */
export function SmallButton({
  icon: Icon,
  label,
  ariaLabel,
  onClick,
  disabled,
  className,
}: {
  icon: LucideIcon;
  label: string;
  ariaLabel: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      aria-label={ariaLabel}
      className={cx(smallButtonClasses, className)}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </button>
  );
}
