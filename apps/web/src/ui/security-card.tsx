import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

interface SecurityCardProps {
  id: string;
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  isDanger?: boolean;
  /** A small mark beside the title (e.g. that a Pro feature is part of the trial). */
  badge?: ReactNode;
  children: ReactNode;
}

/** One block of the security settings, named by its heading for screen readers. */
export function SecurityCard({
  id,
  icon: Icon,
  title,
  description,
  isDanger,
  badge,
  children,
}: SecurityCardProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cx(
        'rounded-2xl border bg-raised p-6 shadow-sm',
        isDanger ? 'border-danger/40' : 'border-line',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cx(
            'grid size-9 shrink-0 place-items-center rounded-lg',
            isDanger ? 'bg-danger/10 text-danger' : 'bg-brand-soft text-brand-text',
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id={`${id}-title`} className="text-lg font-semibold">
              {title}
            </h3>
            {badge}
          </div>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
