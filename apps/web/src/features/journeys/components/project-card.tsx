import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '@waymark/shared/journeys/project-contracts';
import { pathTo } from '@waymark/shared/routes';
import { projectQueryOptions } from '@/features/journeys/api/list-projects';
import { ProjectIcon } from '@/features/journeys/components/project-icon';
import { CardMeta } from '@/features/journeys/components/card-meta';
import { projectStatusLabel } from '@/lib/journey-labels';
import { useFormatters } from '@/lib/format/use-formatters';
import { cx } from '@/lib/cx';
import { isPendingId } from '@/lib/offline/pending-id';
import { useProgressText } from '@/lib/use-progress-text';
import { CardLink } from '@/ui/card-link';
import { ProgressBar } from '@/ui/progress-bar';

/** Combined progress of a project's journeys, with its figures. */
export function ProjectProgress({
  project,
  size = 'md',
}: {
  project: Project;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('journeys');
  const format = useFormatters();
  const { percent, steps, valueText } = useProgressText()(project);
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2 text-xs text-muted">
        <span>
          {t('projects.journeyCount', {
            count: project.journeyCount,
            shown: format.number(project.journeyCount),
          })}
          {' · '}
          {steps}
        </span>
        <span className="font-semibold text-fg tabular-nums" data-testid="progress-percent">
          {percent}
        </span>
      </div>
      <ProgressBar
        value={project.progress}
        size={size}
        label={t('projects.progressLabel', { title: project.title })}
        valueText={valueText}
      />
    </div>
  );
}

export function ProjectCard({ project, isRow = false }: { project: Project; isRow?: boolean }) {
  const { t } = useTranslation('journeys');
  const queryClient = useQueryClient();
  return (
    <article
      className={cx(
        'relative flex gap-4 rounded-2xl border border-line bg-raised p-4 shadow-sm transition-shadow hover:shadow-md',
        isRow ? 'flex-row items-center' : 'h-full flex-col',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <ProjectIcon icon={project.icon} color={project.color} />
        <div className="min-w-0">
          <h3 className="font-semibold leading-snug">
            <CardLink
              to={pathTo('project', { id: project.id })}
              isPending={isPendingId(project.id)}
              prefetchData={() => queryClient.prefetchQuery(projectQueryOptions(project.id))}
            >
              {project.title}
            </CardLink>
          </h3>
          <CardMeta
            label={projectStatusLabel(t, project.status)}
            visibility={project.visibility}
            className="mt-1"
          />
        </div>
      </div>
      <div className={cx(isRow ? 'w-64 shrink-0' : 'mt-auto')}>
        <ProjectProgress project={project} size="sm" />
      </div>
    </article>
  );
}
