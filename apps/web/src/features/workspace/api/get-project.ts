import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeysApi, projectSchema } from '@waymark/shared/journeys/contracts';
import { workspaceKeys } from '@/features/workspace/api/workspace-keys';
import { api, ApiError } from '@/lib/api-client';

const isFinal = (error: unknown) => error instanceof ApiError && error.status < 500;

/** GET /api/projects/:id: title, description and combined progress for the overview. */
export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: workspaceKeys.project(projectId),
    queryFn: ({ signal }) =>
      api.get(journeysApi.project(projectId), { schema: projectSchema, signal }),
    retry: (count, error) => !isFinal(error) && count < 2,
  });
}

export function useProject(projectId: string) {
  return useQuery(projectQueryOptions(projectId));
}
