import type { ProjectTree } from '@waymark/shared/journeys/project-contracts';

/** The route segment standing for "no project" in workspace addresses. */
export const NO_PROJECT = 'no-project';

export interface TreeItem {
  /** Unique across the tree: `project:<id>`, `journey:<id>` or `no-project`. */
  key: string;
  kind: 'project' | 'journey' | 'noProject';
  id: string;
  /** For projects and journeys; the "no project" group is labelled by the UI. */
  title: string;
  icon?: string;
  progress: number;
  level: 1 | 2;
  parentKey: string | null;
  /** The project a journey's address goes through (NO_PROJECT for loose journeys). */
  projectId: string;
  children: TreeItem[];
}

/** The sidebar's tree from the API's, leaving archived projects and journeys out. */
export function buildTree(tree: ProjectTree): TreeItem[] {
  const journeyItem = (
    journey: ProjectTree['unassigned'][number],
    parentKey: string,
    projectId: string,
  ): TreeItem => ({
    key: `journey:${journey.id}`,
    kind: 'journey',
    id: journey.id,
    title: journey.title,
    progress: journey.progress,
    level: 2,
    parentKey,
    projectId,
    children: [],
  });

  const projects = tree.projects
    .filter((project) => project.status !== 'archived')
    .map((project): TreeItem => {
      const key = `project:${project.id}`;
      return {
        key,
        kind: 'project',
        id: project.id,
        title: project.title,
        icon: project.icon,
        progress: project.progress,
        level: 1,
        parentKey: null,
        projectId: project.id,
        children: project.journeys
          .filter((journey) => journey.status !== 'archived')
          .map((journey) => journeyItem(journey, key, project.id)),
      };
    });
  const loose = tree.unassigned.filter((journey) => journey.status !== 'archived');
  if (loose.length === 0) return projects;
  return [
    ...projects,
    {
      key: NO_PROJECT,
      kind: 'noProject',
      id: NO_PROJECT,
      title: '',
      progress: 0,
      level: 1,
      parentKey: null,
      projectId: NO_PROJECT,
      children: loose.map((journey) => journeyItem(journey, NO_PROJECT, NO_PROJECT)),
    },
  ];
}

/** Items a person can reach with the arrow keys: top level, plus children of open branches. */
export function visibleItems(
  items: readonly TreeItem[],
  expanded: ReadonlySet<string>,
): TreeItem[] {
  return items.flatMap((item) =>
    expanded.has(item.key) ? [item, ...visibleItems(item.children, expanded)] : [item],
  );
}

export type TreeMove =
  | { type: 'focus'; key: string }
  | { type: 'expand'; key: string }
  | { type: 'collapse'; key: string }
  | { type: 'open'; item: TreeItem }
  | null;

/**
 * The WAI-ARIA tree keyboard rules: Up/Down move through visible items, Right opens a branch
 * or enters it, Left closes it or goes to the parent, Home/End jump, Enter opens the item.
 * In right-to-left layouts the horizontal arrows swap, as the tree's indentation does.
 */
export function treeMove(
  key: string,
  current: TreeItem,
  visible: readonly TreeItem[],
  expanded: ReadonlySet<string>,
  isRtl = false,
): TreeMove {
  const index = visible.findIndex((item) => item.key === current.key);
  const at = (position: number) => visible[position];
  const inward = isRtl ? 'ArrowLeft' : 'ArrowRight';
  const outward = isRtl ? 'ArrowRight' : 'ArrowLeft';
  const hasChildren = current.children.length > 0;
  const focus = (item: TreeItem | undefined): TreeMove =>
    item ? { type: 'focus', key: item.key } : null;

  switch (key) {
    case 'ArrowDown':
      return focus(at(index + 1));
    case 'ArrowUp':
      return focus(at(index - 1));
    case 'Home':
      return focus(at(0));
    case 'End':
      return focus(at(visible.length - 1));
    case 'Enter':
      return { type: 'open', item: current };
    case inward:
      if (!hasChildren) return null;
      return expanded.has(current.key)
        ? focus(current.children[0])
        : { type: 'expand', key: current.key };
    case outward:
      if (hasChildren && expanded.has(current.key)) return { type: 'collapse', key: current.key };
      return current.parentKey ? { type: 'focus', key: current.parentKey } : null;
    default:
      return null;
  }
}
