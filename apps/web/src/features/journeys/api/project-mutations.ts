import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  journeysApi,
  projectSchema,
  type ProjectCreate,
  type ProjectUpdate,
} from '@waymark/shared/journeys/contracts';
import { projectKeys } from '@/features/journeys/api/journey-keys';
import { api } from '@/lib/api-client';

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectCreate) =>
      api.post(journeysApi.projects, { schema: projectSchema, body: input }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: projectKeys.options() });
    },
  });
}

export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProjectUpdate) =>
      api.patch(journeysApi.project(id), { schema: projectSchema, body: update }),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: projectKeys.options() });
    },
  });
}

/** DELETE answers 204: the project goes, its journeys stay without one. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete(journeysApi.project(id), { schema: z.unknown() }).catch((error: unknown) => {
        // An empty 204 body is not JSON; anything else is a real failure.
        if (error instanceof SyntaxError) return null;
        throw error;
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['journeys'] });
    },
  });
}
