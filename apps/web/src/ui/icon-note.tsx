import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface IconNoteProps {
  icon: LucideIcon;
  /** The line's look; by default a muted small note. */
  className?: string;
  iconClassName?: string;
  children: ReactNode;
}

/** A short line led by a decorative icon, e.g. "No active journeys" or "8 backup codes left". */
export function IconNote({
  icon: Icon,
  className = 'flex items-center gap-2 text-sm text-muted',
  iconClassName = 'size-4',
  children,
}: IconNoteProps) {
  return (
    <p className={className}>
      <Icon aria-hidden="true" className={iconClassName} />
      {children}
    </p>
  );
}
