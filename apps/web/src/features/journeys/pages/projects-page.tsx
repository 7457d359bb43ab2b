import type { TFunction } from 'i18next';
import { FolderKanban, FolderPlus, PanelsTopLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { projectStatuses, visibilities } from '@waymark/shared/journeys/common-contracts';
import { projectSorts, type ProjectSort } from '@waymark/shared/journeys/list-contracts';
import { routePatterns } from '@waymark/shared/routes';
import { useProjects } from '@/features/journeys/api/list-projects';
import { ListResults } from '@/features/journeys/components/list-results';
import { ProjectCard } from '@/features/journeys/components/project-card';
import { SearchBox } from '@/features/journeys/components/search-box';
import { FilterSelect } from '@/features/journeys/components/select-field';
import { ViewToggle } from '@/features/journeys/components/view-toggle';
import { projectStatusLabel, visibilityLabel } from '@/lib/journey-labels';
import { useListParam, useSearchText } from '@/features/journeys/lib/list-params';
import { useViewMode } from '@/features/journeys/lib/view-mode';
import { useProductName } from '@/lib/public-config';
import { buttonClasses } from '@/ui/button-styles';
import { SignedInOnly } from '@/ui/signed-in-only';

function sortLabel(t: TFunction, sort: ProjectSort): string {
  switch (sort) {
    case 'updated':
      return t('list.sort.updated', { ns: 'journeys' });
    case 'created':
      return t('list.sort.created', { ns: 'journeys' });
    case 'title':
      return t('list.sort.title', { ns: 'journeys' });
  }
}

function ProjectsList() {
  const { t } = useTranslation('journeys');
  const productName = useProductName();
  const [, setParams] = useSearchParams();
  const [q, setQ] = useSearchText();
  const [status, setStatus] = useListParam('status', projectStatuses);
  const [visibility, setVisibility] = useListParam('visibility', visibilities);
  const [sort, setSort] = useListParam('sort', projectSorts);
  const [mode, setMode] = useViewMode('waymark.projectsView');
  const projects = useProjects({ q: q || undefined, status, visibility, sort: sort ?? 'updated' });
  const items = projects.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = Boolean(q || status || visibility);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <title>{t('projects.documentTitle', { productName })}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('projects.title')}</h1>
          <p className="mt-2 text-muted">{t('projects.lead')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={routePatterns.workspace} className={buttonClasses('secondary')}>
            <PanelsTopLeft aria-hidden="true" className="size-4" />
            {t('projects.openWorkspace')}
          </Link>
          <Link to={routePatterns.createProject} className={buttonClasses('primary')}>
            <FolderPlus aria-hidden="true" className="size-4" />
            {t('projects.create')}
          </Link>
        </div>
      </div>

      <search className="mt-8 grid gap-3 rounded-2xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1.4fr_auto] lg:items-end">
        <SearchBox label={t('projects.search')} value={q} onSearch={setQ} />
        <FilterSelect
          label={t('list.filters.status')}
          value={status}
          options={projectStatuses}
          optionLabel={(value) => projectStatusLabel(t, value)}
          allLabel={t('list.filters.all')}
          onChange={setStatus}
        />
        <FilterSelect
          label={t('list.filters.visibility')}
          value={visibility}
          options={visibilities}
          optionLabel={(value) => visibilityLabel(t, value)}
          allLabel={t('list.filters.all')}
          onChange={setVisibility}
        />
        <FilterSelect
          label={t('list.sort.label')}
          value={sort ?? 'updated'}
          options={projectSorts}
          optionLabel={(value) => sortLabel(t, value)}
          onChange={setSort}
        />
        <ViewToggle mode={mode} onChange={setMode} />
      </search>

      <div className="mt-8">
        <ListResults
          query={projects}
          mode={mode}
          isEmpty={items.length === 0}
          isFiltered={isFiltered}
          onClearFilters={() => setParams({}, { replace: true })}
          filteredTitle={t('projects.emptyFiltered.title')}
          empty={{
            icon: FolderKanban,
            title: t('projects.empty.title'),
            text: t('projects.empty.text'),
            action: (
              <Link to={routePatterns.createProject} className={buttonClasses('primary')}>
                <FolderPlus aria-hidden="true" className="size-4" />
                {t('projects.empty.action')}
              </Link>
            ),
          }}
        >
          <ul
            className={mode === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-3'}
          >
            {items.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} isRow={mode === 'list'} />
              </li>
            ))}
          </ul>
        </ListResults>
      </div>
    </section>
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
