import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Project } from '@waymark/shared/journeys/project-contracts';
import { pathTo } from '@waymark/shared/routes';
import { ProjectIcon } from '@/features/journeys/components/project-icon';
import { VisibilityTag } from '@/features/journeys/components/visibility-icon';
import { projectStatusLabel } from '@/lib/journey-labels';
import { useFormatters } from '@/lib/format/use-formatters';
import { cx } from '@/lib/cx';
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
  const percent = format.number(project.progress / 100, { style: 'percent' });
  const steps = t('progress.steps', {
    count: project.stepCount,
    completed: format.number(project.completedStepCount),
    total: format.number(project.stepCount),
  });
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
        valueText={t('progress.valueText', { percent, steps })}
      />
    </div>
  );
}

export function ProjectCard({ project, isRow = false }: { project: Project; isRow?: boolean }) {
  const { t } = useTranslation('journeys');
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
            <Link
              to={pathTo('project', { id: project.id })}
              className="after:absolute after:inset-0"
            >
              {project.title}
            </Link>
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-muted">
            <span>{projectStatusLabel(t, project.status)}</span>
            <VisibilityTag visibility={project.visibility} />
          </p>
        </div>
      </div>
      <div className={cx(isRow ? 'w-64 shrink-0' : 'mt-auto')}>
        <ProjectProgress project={project} size="sm" />
      </div>
    </article>
  );
}
