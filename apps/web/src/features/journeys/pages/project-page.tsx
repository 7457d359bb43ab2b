import { PanelsTopLeft, Pencil, Plus, Route } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import type { Project } from '@waymark/shared/journeys/project-contracts';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { useJourneys } from '@/features/journeys/api/list-journeys';
import { useProject } from '@/features/journeys/api/list-projects';
import { EmptyState } from '@/ui/empty-state';
import { JourneyGrid } from '@/features/journeys/components/journey-card';
import { ListSkeleton } from '@/features/journeys/components/list-skeleton';
import { LoadFailed, LoadMore } from '@/features/journeys/components/load-more';
import { ProjectProgress } from '@/features/journeys/components/project-card';
import { ProjectIcon } from '@/features/journeys/components/project-icon';
import { VisibilityTag } from '@/features/journeys/components/visibility-icon';
import { isNotFound } from '@/features/journeys/lib/api-errors';
import { projectStatusLabel } from '@/lib/journey-labels';
import { useProductName } from '@/lib/public-config';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { OfflineEditConflict, useRefusedEdit } from '@/ui/offline-edit-conflict';
import { PageFallback } from '@/ui/page-fallback';
import { LinkButton } from '@/ui/link-button';

function ProjectJourneys({ project }: { project: Project }) {
  const { t } = useTranslation('journeys');
  const journeys = useJourneys({ projectId: project.id, sort: 'updated' });
  const items = journeys.data?.pages.flatMap((page) => page.items) ?? [];
  const createHref = `${routePatterns.createJourney}?projectId=${encodeURIComponent(project.id)}`;
  if (journeys.isPending) return <ListSkeleton mode="grid" count={3} />;
  if (journeys.isError) return <LoadFailed onRetry={() => void journeys.refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Route}
        title={t('projects.view.emptyTitle')}
        action={
          project.canEdit ? (
            <LinkButton to={createHref} icon={Plus}>
              {t('projects.view.addJourney')}
            </LinkButton>
          ) : null
        }
      >
        {project.canEdit ? t('projects.view.emptyText') : null}
      </EmptyState>
    );
  }
  return (
    <>
      <JourneyGrid journeys={items} />
      <LoadMore query={journeys} />
      {project.canEdit ? (
        <LinkButton to={createHref} icon={Plus} variant="secondary" className="mt-6">
          {t('projects.view.addJourney')}
        </LinkButton>
      ) : null}
    </>
  );
}

function ProjectView({ project }: { project: Project }) {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  // An edit made offline that met a newer version: shown beside the saved one, like a note.
  const refusedEdit = useRefusedEdit('project-edit', journeysApi.project(project.id));
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <title>{t('projects.view.documentTitle', { title: project.title, productName })}</title>
      {refusedEdit ? (
        <div className="mb-6">
          <OfflineEditConflict entry={refusedEdit} version={project.version} />
        </div>
      ) : null}
      <div className="rounded-3xl border border-line bg-raised p-6 shadow-sm sm:p-8">
        <div className="flex flex-wrap items-start gap-4">
          <ProjectIcon icon={project.icon} color={project.color} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
              <span>{projectStatusLabel(t, project.status)}</span>
              <VisibilityTag visibility={project.visibility} />
            </p>
            <h1 dir="auto" className="mt-1 text-3xl font-bold tracking-tight text-balance">
              {project.title}
            </h1>
            {project.description ? (
              <p dir="auto" className="mt-3 whitespace-pre-line text-pretty text-muted">
                {project.description}
              </p>
            ) : null}
          </div>
        </div>
        <div className="mt-6">
          <ProjectProgress project={project} />
        </div>
        {project.canEdit ? (
          <div className="mt-6 flex flex-wrap gap-2 border-t border-line pt-5">
            <LinkButton
              to={pathTo('workspaceProject', { projectId: project.id })}
              icon={PanelsTopLeft}
            >
              {t('projects.view.openWorkspace')}
            </LinkButton>
            <LinkButton
              to={pathTo('editProject', { id: project.id })}
              icon={Pencil}
              variant="secondary"
            >
              {t('projects.view.edit')}
            </LinkButton>
          </div>
        ) : null}
      </div>
      <section aria-labelledby="project-journeys" className="mt-10">
        <h2 id="project-journeys" className="mb-4 text-xl font-semibold">
          {t('projects.view.journeys')}
        </h2>
        <ProjectJourneys project={project} />
      </section>
    </article>
  );
}

/** /projects/:id — the project, its combined progress and its journeys. */
export function ProjectPage() {
  const { id = '' } = useParams();
  const project = useProject(id);
  if (project.isPending) return <PageFallback />;
  if (project.isError) {
    if (isNotFound(project.error)) return <NotFoundPanel />;
    return (
      <div className="mx-auto max-w-4xl px-4 py-12">
        <LoadFailed onRetry={() => void project.refetch()} />
      </div>
    );
  }
  return <ProjectView project={project.data} />;
}
