import type { ReactNode } from 'react';
import type { Visibility } from '@waymark/shared/journeys/common-contracts';
import { VisibilityTag } from '@/features/journeys/components/visibility-icon';
import { cx } from '@/lib/cx';

interface CardMetaProps {
  /** The category of a journey, the status of a project. */
  label: string;
  visibility: Visibility;
  className?: string;
  /** More facts after the visibility, e.g. the target date. */
  children?: ReactNode;
}

/** The small line of facts under a journey's or project's title. */
export function CardMeta({ label, visibility, className, children }: CardMetaProps) {
  return (
    <p className={cx('flex flex-wrap items-center gap-x-3 text-xs text-muted', className)}>
      <span>{label}</span>
      <VisibilityTag visibility={visibility} />
      {children}
    </p>
  );
}
