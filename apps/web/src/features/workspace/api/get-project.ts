import { queryOptions, useQuery } from '@tanstack/react-query';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { projectSchema } from '@waymark/shared/journeys/project-contracts';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const isFinal = (error: unknown) => error instanceof ApiError && error.status < 500;

/** GET /api/projects/:id: title, description and combined progress for the overview. */
export function projectQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: queryKeys.projects.detail(projectId),
    queryFn: ({ signal }) =>
      api.get(journeysApi.project(projectId), { schema: projectSchema, signal }),
    retry: (count, error) => !isFinal(error) && count < 2,
  });
}

export function useProject(projectId: string) {
  return useQuery(projectQueryOptions(projectId));
}
