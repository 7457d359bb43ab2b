import { Globe, Lock, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Visibility } from '@waymark/shared/journeys/common-contracts';
import { visibilityLabel } from '@/lib/journey-labels';

const icons = { private: Lock, followers: Users, public: Globe } as const;

/** The visibility as an icon with its name (visible or, when `isCompact`, for screen readers). */
export function VisibilityTag({
  visibility,
  isCompact = false,
}: {
  visibility: Visibility;
  isCompact?: boolean;
}) {
  const { t } = useTranslation('journeys');
  const Icon = icons[visibility];
  const label = visibilityLabel(t, visibility);
  return (
    <span className="inline-flex items-center gap-1 text-xs text-muted" title={label}>
      <Icon aria-hidden="true" className="size-3.5" />
      <span className={isCompact ? 'sr-only' : undefined}>{label}</span>
    </span>
  );
}
