import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { IconNote } from '@/ui/icon-note';

/** Something the person did worked ("Your e-mail address is confirmed."), announced politely. */
export function SuccessNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <IconNote
      icon={CircleCheck}
      className={cx(
        'flex items-center gap-2 rounded-lg border border-success/40 bg-success/10 px-3 py-2 text-sm',
        className,
      )}
      iconClassName="size-4 shrink-0 text-success-text"
    >
      <span role="status">{children}</span>
    </IconNote>
  );
}
