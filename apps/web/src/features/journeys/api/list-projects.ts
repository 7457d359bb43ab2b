import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '@waymark/shared/journeys/common-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { projectPageSchema, type ProjectListQuery } from '@waymark/shared/journeys/list-contracts';
import { projectSchema, type Project } from '@waymark/shared/journeys/project-contracts';
import { toSearch } from '@/features/journeys/api/search-params';
import { api, ApiError } from '@/lib/api-client';
import { hasId, initialDataFromLists } from '@/lib/list-cache';
import { queryKeys } from '@/lib/query-keys';

export function projectsQueryOptions(query: ProjectListQuery) {
  return infiniteQueryOptions({
    queryKey: queryKeys.projects.list(query),
    queryFn: ({ pageParam, signal }) =>
      api.get(`${journeysApi.projects}${toSearch({ ...query, cursor: pageParam ?? undefined })}`, {
        schema: projectPageSchema,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useProjects(query: ProjectListQuery) {
  return useInfiniteQuery(projectsQueryOptions(query));
}

/** The caller's projects for the journey form's project choice (the first 100, by title). */
export function useProjectOptions({ isEnabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.projects.options(),
    queryFn: ({ signal }) =>
      api.get(`${journeysApi.projects}${toSearch({ sort: 'title', limit: PAGE_SIZE_MAX })}`, {
        schema: projectPageSchema,
        signal,
      }),
    select: (page) => page.items,
    enabled: isEnabled,
  });
}

export function projectQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.projects.detail(id),
    queryFn: ({ signal }) => api.get(journeysApi.project(id), { schema: projectSchema, signal }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** A project opened from a list (or the journey form's choice) draws from the list's copy. */
export function useProject(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...projectQueryOptions(id),
    ...initialDataFromLists(
      queryClient,
      [queryKeys.projects.lists(), queryKeys.projects.options()],
      hasId<Project>(id),
    ),
  });
}
