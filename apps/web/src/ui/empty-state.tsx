import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyStateArt } from '@/ui/trail-art';
import { IconBadge } from '@/ui/icon-badge';

interface EmptyStateProps {
  /** A small icon instead of the trail drawing, for secondary empties (an empty bin). */
  icon?: LucideIcon;
  title: string;
  /** The heading level that fits the page outline. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
  /** The invitation: a link or button to the first action. */
  action?: ReactNode;
}

/** Nothing here yet: the drawing, what this place is for, and the first step to fill it. */
export function EmptyState({
  icon: Icon,
  title,
  headingLevel = 2,
  children,
  action,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-raised/60 px-6 py-12 text-center">
      {Icon ? <IconBadge icon={Icon} tone="brand" shape="tile" /> : <EmptyStateArt />}
      <Heading className="mt-4 text-lg font-semibold">{title}</Heading>
      {children ? <div className="mt-2 max-w-md text-sm text-muted">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
