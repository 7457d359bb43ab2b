import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import {
  projectSchema,
  type ProjectCreate,
  type ProjectUpdate,
} from '@waymark/shared/journeys/project-contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectCreate) =>
      api.post(journeysApi.projects, { schema: projectSchema, body: input }),
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.projects.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.options() });
    },
  });
}

export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProjectUpdate) =>
      api.patch(journeysApi.project(id), { schema: projectSchema, body: update }),
    onSuccess: (project) => {
      queryClient.setQueryData(queryKeys.projects.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.lists() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects.options() });
    },
  });
}
