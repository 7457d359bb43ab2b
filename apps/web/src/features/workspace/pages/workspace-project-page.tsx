import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useProject } from '@/features/workspace/api/get-project';
import { useProjectTree } from '@/features/workspace/api/get-project-tree';
import { LoadFailed } from '@/features/workspace/components/load-failed';
import { JourneyCardList } from '@/features/workspace/components/journey-card-list';
import { ProgressBar } from '@/features/workspace/components/progress-bar';
import { NO_PROJECT } from '@/features/workspace/lib/tree-items';
import { ApiError } from '@/lib/api-client';
import { NotFoundPanel } from '@/ui/not-found-panel';
import { PageFallback } from '@/ui/page-fallback';

/** /projects/workspace/:projectId: the project's overview with its journeys. */
export function WorkspaceProjectPage() {
  const { projectId = '' } = useParams();
  return projectId === NO_PROJECT ? <LooseJourneys /> : <ProjectOverview projectId={projectId} />;
}

function ProjectOverview({ projectId }: { projectId: string }) {
  const { t } = useTranslation('workspace');
  const project = useProject(projectId);
  const tree = useProjectTree();

  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404) return <NotFoundPanel />;
    return <LoadFailed onRetry={() => void project.refetch()} />;
  }
  if (project.isPending) return <PageFallback />;
  const journeys = tree.data?.projects.find((entry) => entry.id === projectId)?.journeys ?? [];

  return (
    <div className="px-4 py-8 sm:px-8">
      <p className="text-sm font-medium text-brand-text">{t('project.eyebrow')}</p>
      <h1 className="mt-1 flex items-center gap-3 text-3xl font-bold tracking-tight">
        <span aria-hidden="true">{project.data.icon}</span>
        <bdi>{project.data.title}</bdi>
      </h1>
      {project.data.description ? (
        <p className="mt-3 max-w-2xl whitespace-pre-line text-muted">{project.data.description}</p>
      ) : null}
      <div className="mt-4">
        <ProgressBar percent={project.data.progress} />
      </div>
      <h2 className="mt-10 mb-4 text-lg font-semibold">{t('project.journeys')}</h2>
      <JourneyCardList
        projectId={projectId}
        journeys={journeys.filter((journey) => journey.status !== 'archived')}
      />
    </div>
  );
}

function LooseJourneys() {
  const { t } = useTranslation('workspace');
  const tree = useProjectTree();
  if (tree.isError) return <LoadFailed onRetry={() => void tree.refetch()} />;
  if (tree.isPending) return <PageFallback />;
  return (
    <div className="px-4 py-8 sm:px-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('tree.noProject')}</h1>
      <p className="mt-3 text-muted">{t('project.looseIntro')}</p>
      <div className="mt-8">
        <JourneyCardList
          projectId={NO_PROJECT}
          journeys={tree.data.unassigned.filter((journey) => journey.status !== 'archived')}
        />
      </div>
    </div>
  );
}
