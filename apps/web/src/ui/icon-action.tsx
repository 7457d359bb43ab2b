import type { LucideIcon } from 'lucide-react';

/** A small icon button named by its label (also its tooltip), as in a message's actions. */
export function IconAction({
  icon: Icon,
  label,
  onClick,
  disabled,
  className,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={className}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
