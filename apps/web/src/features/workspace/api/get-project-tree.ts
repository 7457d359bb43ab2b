import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { projectTreeSchema } from '@waymark/shared/journeys/project-contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/projects/tree: the sidebar's projects with their journeys, and loose journeys. */
export const projectTreeQueryOptions = queryOptions({
  queryKey: queryKeys.workspace.tree(),
  queryFn: ({ signal }) => api.get(journeysApi.projectTree, { schema: projectTreeSchema, signal }),
});

export function useProjectTree() {
  return useQuery(projectTreeQueryOptions);
}
