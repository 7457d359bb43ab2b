import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@waymark/shared/routes';
import { useProjectTree } from '@/features/workspace/api/get-project-tree';
import { ProjectTree } from '@/features/workspace/components/project-tree';
import { buildTree, NO_PROJECT, type TreeItem } from '@/features/workspace/lib/tree-items';
import { LoadingLine } from '@/ui/loading-line';
import { LinkButton } from '@/ui/link-button';

/** Where an item of the tree leads inside the workspace. */
export function workspacePathOf(item: Pick<TreeItem, 'kind' | 'id' | 'projectId'>): string {
  return item.kind === 'journey'
    ? pathTo('workspaceJourney', { projectId: item.projectId, journeyId: item.id })
    : pathTo('workspaceProject', { projectId: item.kind === 'noProject' ? NO_PROJECT : item.id });
}

const createLooks = {
  /** Beside the sidebar's title: small, in the brand colour. */
  header: {
    link: 'inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-brand-text hover:bg-brand-soft',
    icon: 'size-3.5',
  },
  /** Under the tree: muted until pointed at. */
  foot: {
    link: 'inline-flex items-center gap-1.5 self-start rounded-lg px-2 py-1.5 text-sm text-muted hover:bg-surface hover:text-fg',
    icon: 'size-4',
  },
} as const;

/** A "New …" link of the sidebar, led by its plus. */
function CreateLink({
  to,
  look,
  children,
}: {
  to: string;
  look: keyof typeof createLooks;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={createLooks[look].link}>
      <Plus aria-hidden="true" className={createLooks[look].icon} />
      {children}
    </Link>
  );
}

/** The sidebar: the tree of projects and journeys, or an invitation when there is none. */
export function WorkspaceSidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('workspace');
  const navigate = useNavigate();
  const { projectId, journeyId } = useParams();
  const tree = useProjectTree();

  const selectedKey = journeyId
    ? `journey:${journeyId}`
    : projectId === NO_PROJECT
      ? NO_PROJECT
      : projectId
        ? `project:${projectId}`
        : null;

  if (tree.isPending) {
    return <LoadingLine label={t('tree.loading')} size="sm" className="p-4" />;
  }
  if (tree.isError) {
    return (
      <div className="p-4 text-sm">
        <p role="alert" className="text-danger">
          {t('tree.failed')}
        </p>
        <button
          type="button"
          onClick={() => void tree.refetch()}
          className="mt-2 font-medium text-brand-text underline underline-offset-2"
        >
          {t('tree.retry')}
        </button>
      </div>
    );
  }

  const items = buildTree(tree.data);
  return (
    <nav aria-label={t('sidebar.label')} className="flex h-full flex-col gap-4 p-3">
      <div className="flex items-center justify-between gap-2 px-1">
        <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">
          {t('sidebar.title')}
        </h2>
        <CreateLink to={pathTo('createProject')} look="header">
          {t('sidebar.newProject')}
        </CreateLink>
      </div>
      {items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line p-4 text-center">
          <p className="font-medium">{t('empty.title')}</p>
          <p className="mt-1 text-sm text-muted">{t('empty.text')}</p>
          <LinkButton to={pathTo('createProject')} className="mt-4">
            {t('empty.createProject')}
          </LinkButton>
        </div>
      ) : (
        <ProjectTree
          // A new tree (another project or journey) starts with every branch open again.
          key={items.map((item) => item.key).join()}
          items={items}
          selectedKey={selectedKey}
          onOpen={(item) => {
            void navigate(workspacePathOf(item));
            onNavigate?.();
          }}
        />
      )}
      <CreateLink to={pathTo('createJourney')} look="foot">
        {t('sidebar.newJourney')}
      </CreateLink>
    </nav>
  );
}
