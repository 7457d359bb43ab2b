import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeysApi, projectTreeSchema } from '@waymark/shared/journeys/contracts';
import { workspaceKeys } from '@/features/workspace/api/workspace-keys';
import { api } from '@/lib/api-client';

/** GET /api/projects/tree: the sidebar's projects with their journeys, and loose journeys. */
export const projectTreeQueryOptions = queryOptions({
  queryKey: workspaceKeys.tree(),
  queryFn: ({ signal }) => api.get(journeysApi.projectTree, { schema: projectTreeSchema, signal }),
});

export function useProjectTree() {
  return useQuery(projectTreeQueryOptions);
}
