import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  stepChangeResultSchema,
  type JourneyDetail,
} from '@waymark/shared/journeys/journey-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import { newIdempotencyKey, sendOrQueue } from '@/lib/offline/outbox';
import { invalidateProgress, withStep } from '@/lib/journey-detail/step-toggle';
import { queryKeys } from '@/lib/query-keys';

/** The detail with one step changed by `change`, the others (and their ticks) untouched. */
function withStepChanged(
  detail: JourneyDetail,
  stepId: string,
  change: (step: Step) => Step,
): JourneyDetail {
  return {
    ...detail,
    steps: detail.steps.map((step) => (step.id === stepId ? change(step) : step)),
  };
}

/** A step that exists only in the cache until the server answers with the real one. */
export function pendingStep(journeyId: string, title: string, position: number): Step {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    journeyId,
    position,
    title,
    notes: '',
    dueDate: null,
    completedAt: null,
    version: 0,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * PATCH /api/steps/:id with the step's version: the new title shows at once and goes back if
 * the server refuses (409 when someone renamed or ticked it since this page loaded it). Only
 * that step's title is put back, so a tick made meanwhile is not undone with it. Offline the
 * rename waits in the outbox (issue 32), rebased like a note on a tick sent before it.
 */
export function useRenameStep(journeyId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.journeys.detail(journeyId);
  return useMutation({
    networkMode: 'always',
    mutationFn: ({ step, title }: { step: Step; title: string }) =>
      sendOrQueue(
        {
          key: newIdempotencyKey(),
          kind: 'step-edit',
          method: 'PATCH',
          path: journeysApi.step(step.id),
          body: { title, version: step.version },
          journeyId,
          stepId: step.id,
        },
        stepChangeResultSchema,
      ),
    onMutate: async ({ step, title }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail ? withStepChanged(detail, step.id, (current) => ({ ...current, title })) : detail,
      );
    },
    onError: (_error, { step }) => {
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail
          ? withStepChanged(detail, step.id, (current) => ({ ...current, title: step.title }))
          : detail,
      );
    },
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail ? withStep(detail, result) : detail,
      );
      invalidateProgress(queryClient, journeyId);
    },
  });
}

/**
 * POST /api/journeys/:id/steps: the new last step shows at once (as `pending`, not yet
 * tickable), is replaced by the server's step, or disappears again if the server refuses.
 */
export function useAddStep(journeyId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.journeys.detail(journeyId);
  return useMutation({
    // Issue 19: runs offline too; a step added without a network waits in the outbox with its
    // Idempotency-Key (null below), and stays on the page, pending, until it is sent.
    networkMode: 'always',
    mutationFn: ({ pending, title }: { pending: Step; title: string }) =>
      sendOrQueue(
        {
          key: newIdempotencyKey(),
          kind: 'step',
          method: 'POST',
          path: journeysApi.journeySteps(journeyId),
          body: { title },
          journeyId,
          stepId: pending.id,
        },
        stepChangeResultSchema,
      ),
    onMutate: async ({ pending }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail ? { ...detail, steps: [...detail.steps, pending] } : detail,
      );
    },
    onSettled: (result, _error, { pending }) => {
      // Queued offline: the pending step stays until the outbox sends it and the page reloads.
      if (result === null) return;
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail
          ? { ...detail, steps: detail.steps.filter((step) => step.id !== pending.id) }
          : detail,
      );
    },
    onSuccess: (result) => {
      if (!result) return;
      queryClient.setQueryData<JourneyDetail>(key, (detail) =>
        detail ? withStep(detail, result) : detail,
      );
      invalidateProgress(queryClient, journeyId);
    },
  });
}
