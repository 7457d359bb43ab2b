import type { ProjectColor } from '@waymark/shared/journeys/common-contracts';
import { projectColorClasses } from '@/lib/journey-labels';
import { cx } from '@/lib/cx';

/** The project's emoji on its colour; decorative, the title names the project. */
export function ProjectIcon({
  icon,
  color,
  size = 'md',
}: {
  icon: string;
  color: ProjectColor;
  size?: 'md' | 'lg';
}) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'grid shrink-0 place-items-center rounded-xl',
        size === 'lg' ? 'size-14 text-3xl' : 'size-10 text-xl',
        projectColorClasses[color],
      )}
    >
      {/^[a-z]/.test(icon) ? icon.slice(0, 2).toUpperCase() : icon}
    </span>
  );
}
