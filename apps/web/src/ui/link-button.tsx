import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/ui/button-styles';

interface LinkButtonProps {
  to: To;
  /** Drawn before the text, hidden from screen readers: the text names the link. */
  icon?: LucideIcon;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** A router link that looks like a button: navigation stays a link for keyboards and readers. */
export function LinkButton({
  to,
  icon: Icon,
  variant = 'primary',
  size = 'md',
  className,
  children,
}: LinkButtonProps) {
  return (
    <Link to={to} className={buttonClasses(variant, size, className)}>
      {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {children}
    </Link>
  );
}
