import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '@/ui/button-styles';

interface ActionButtonProps {
  onClick: () => void;
  /** Drawn before the text, hidden from screen readers: the text names the button. */
  icon?: LucideIcon;
  variant?: ButtonVariant;
  disabled?: boolean;
  /** Added to the button look: a place in its row, a denser size. */
  className?: string;
  children: ReactNode;
}

/** A plain button with an icon and a text, the action counterpart of LinkButton. */
export function ActionButton({
  onClick,
  icon: Icon,
  variant = 'primary',
  disabled,
  className,
  children,
}: ActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={buttonClasses(variant, 'md', className)}
    >
      {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {children}
    </button>
  );
}
