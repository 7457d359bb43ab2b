import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import {
  projectSchema,
  type Project,
  type ProjectCreate,
  type ProjectUpdate,
} from '@waymark/shared/journeys/project-contracts';
import { newIdempotencyKey, sendOrQueue } from '@/lib/offline/outbox';
import { useOptimisticCreate } from '@/lib/offline/use-optimistic-create';
import { changePages, changeQueries, rollBackAll, type PagedData } from '@/lib/optimistic-change';
import { queryKeys } from '@/lib/query-keys';

type PagedProjects = PagedData<Project>;

/** The project lists and the pickers offering projects: stale after any project write. */
const projectListKeys = [queryKeys.projects.lists(), queryKeys.projects.options()];

function keepSaved(queryClient: QueryClient, project: Project) {
  queryClient.setQueryData(queryKeys.projects.detail(project.id), project);
}

/** POST /api/projects, optimistic and queued offline like a journey (useOptimisticCreate). */
export const useCreateProject = () =>
  useOptimisticCreate<Project, ProjectCreate, Project>({
    kind: 'project',
    path: journeysApi.projects,
    keys: queryKeys.projects,
    schema: projectSchema,
    refresh: projectListKeys,
  });

/**
 * PATCH /api/projects/:id with the version it was loaded at: the project and the lists show
 * the change at once and go back on a refusal (a 409 then offers the reload, use-stale-save).
 * Offline it waits in the outbox; the server's version rule still decides when it is sent.
 */
export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  const change = (update: ProjectUpdate) => (project: Project) =>
    project.id === id ? { ...project, ...update, version: project.version } : project;
  return useMutation({
    networkMode: 'always',
    mutationFn: (update: ProjectUpdate) =>
      sendOrQueue(
        {
          key: newIdempotencyKey(),
          kind: 'project-edit',
          method: 'PATCH',
          path: journeysApi.project(id),
          body: update,
          refresh: [queryKeys.projects.all],
        },
        projectSchema,
      ),
    onMutate: async (update) => ({
      rollback: rollBackAll([
        await changeQueries<Project>(queryClient, queryKeys.projects.detail(id), change(update)),
        await changeQueries(queryClient, queryKeys.projects.lists(), (data: PagedProjects) =>
          changePages(data, (items) => items.map(change(update))),
        ),
      ]),
    }),
    onError: (_error, _update, context) => context?.rollback(),
    onSuccess: (project) => {
      if (project) keepSaved(queryClient, project);
    },
    onSettled: (project) => {
      if (project === null) return;
      for (const queryKey of projectListKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
