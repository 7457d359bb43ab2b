import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  stepChangeResultSchema,
  type JourneyDetail,
} from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { api, ApiError } from '@/lib/api-client';
import { enqueue, isNetworkFailure, keepRefused, newIdempotencyKey } from '@/lib/offline/outbox';
import { withStep } from '@/lib/journey-detail/step-toggle';
import { queryKeys } from '@/lib/query-keys';

/**
 * PATCH /api/steps/:id with the note and the step's version (issue 19). The new note shows at
 * once. Offline, the edit waits in the outbox with its Idempotency-Key ("waiting to sync").
 * The version is the precondition: if the step changed elsewhere meanwhile the server answers
 * 409, its version stays, and the edit is kept as refused so the step shows both notes and
 * the way to re-apply the person's own (never lost in silence), whether that happens at once
 * or when the outbox is sent later.
 */
export function useEditStepNote(journeyId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.journeys.detail(journeyId);
  return useMutation({
    networkMode: 'always',
    mutationFn: async ({ step, notes }: { step: Step; notes: string }) => {
      const path = journeysApi.step(step.id);
      const body = { notes, version: step.version };
      const entry = {
        key: newIdempotencyKey(),
        kind: 'note' as const,
        method: 'PATCH' as const,
        path,
        body,
        journeyId,
        stepId: step.id,
      };
      try {
        return await api.patch(path, {
          schema: stepChangeResultSchema,
          body,
          headers: { 'Idempotency-Key': entry.key },
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          await keepRefused(entry, error);
          throw error;
        }
        if (!isNetworkFailure(error)) throw error;
        await enqueue(entry);
        return null;
      }
    },
    onMutate: async ({ step, notes }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail
          ? {
              ...detail,
              steps: detail.steps.map((s) => (s.id === step.id ? { ...s, notes } : s)),
            }
          : detail,
      );
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail ? withStep(detail, result) : detail,
      );
    },
  });
}
