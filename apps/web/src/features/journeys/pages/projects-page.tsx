import { FolderPlus, PanelsTopLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { projectSorts } from '@waymark/shared/journeys/list-contracts';
import { routePatterns } from '@waymark/shared/routes';
import { useProjects } from '@/features/journeys/api/list-projects';
import { ListPageLayout } from '@/features/journeys/components/list-page-layout';
import { ProjectCard } from '@/features/journeys/components/project-card';
import {
  projectStatusFilter,
  useListFilter,
  visibilityFilter,
} from '@/features/journeys/lib/list-filters';
import { useListParam, useSearchText } from '@/features/journeys/lib/list-params';
import { useProductName } from '@/lib/public-config';
import { LinkButton } from '@/ui/link-button';
import { SignedInOnly } from '@/ui/signed-in-only';

function ProjectsList() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const [q] = useSearchText();
  const [status] = useListFilter(projectStatusFilter);
  const [visibility] = useListFilter(visibilityFilter);
  const [sort] = useListParam('sort', projectSorts);
  const projects = useProjects({ q: q || undefined, status, visibility, sort: sort ?? 'updated' });
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];
  const create = (label: string) => (
    <LinkButton to={routePatterns.createProject} icon={FolderPlus}>
      {label}
    </LinkButton>
  );

  return (
    <ListPageLayout
      texts={{
        documentTitle: t('projects.documentTitle', { productName }),
        title: t('projects.title'),
        lead: t('projects.lead'),
        search: t('projects.search'),
      }}
      actions={
        <div className="flex flex-wrap gap-2">
          <LinkButton to={routePatterns.workspace} icon={PanelsTopLeft} variant="secondary">
            {t('projects.openWorkspace')}
          </LinkButton>
          {create(t('projects.create'))}
        </div>
      }
      filterColumns="lg:grid-cols-[2fr_1fr_1fr_1.4fr_auto]"
      filters={[projectStatusFilter, visibilityFilter]}
      sorts={projectSorts}
      viewStorageKey="waymark.projectsView"
      results={{
        query: projects,
        isEmpty: items.length === 0,
        filteredTitle: t('projects.emptyFiltered.title'),
        empty: {
          title: t('projects.empty.title'),
          text: t('projects.empty.text'),
          action: create(t('projects.empty.action')),
        },
      }}
      renderItems={(mode) => (
        <ul className={mode === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-3'}>
          {items.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} isRow={mode === 'list'} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}

/** /projects: my projects with their combined progress. */
export function ProjectsPage() {
  return (
    <SignedInOnly>
      <ProjectsList />
    </SignedInOnly>
  );
}
