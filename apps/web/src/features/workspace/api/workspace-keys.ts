/**
 * Query keys the workspace reads. The journey detail shares its key with features/journeys
 * (`['journeys', 'detail', id]`, same JourneyDetail shape), so a step ticked in the editor shows
 * on the journey page at once; the roots below are what a step change makes stale elsewhere.
 */
export const workspaceKeys = {
  all: ['workspace'] as const,
  tree: () => [...workspaceKeys.all, 'tree'] as const,
  document: (journeyId: string) => [...workspaceKeys.all, 'document', journeyId] as const,
  journey: (journeyId: string) => ['journeys', 'detail', journeyId] as const,
  project: (projectId: string) => ['projects', 'detail', projectId] as const,
};

/**
 * Journeys lists, projects, the dashboard and the sidebar tree: everything showing a journey's
 * progress. Not the open document: the editor owns it, a refetch would only cost a request.
 */
export const progressDependentRoots = [
  ['journeys'],
  ['projects'],
  ['dashboard'],
  [...workspaceKeys.tree()],
];
