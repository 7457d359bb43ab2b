import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  stepChangeResultSchema,
  type JourneyDetail,
  type StepChangeResult,
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

/**
 * The journey's cached detail as both step writes change it: held (a refetch in flight would
 * overwrite the optimistic change), changed where it is loaded, and settled with the server's
 * step (null: queued offline, nothing to settle yet) and the progress it moves.
 */
function useDetailCache(journeyId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.journeys.detail(journeyId);
  const change = (update: (detail: JourneyDetail) => JourneyDetail) =>
    queryClient.setQueryData<JourneyDetail>(key, (detail) => (detail ? update(detail) : detail));
  return {
    hold: () => queryClient.cancelQueries({ queryKey: key }),
    change,
    settle: (result: StepChangeResult | null) => {
      if (!result) return;
      change((detail) => withStep(detail, result));
      invalidateProgress(queryClient, journeyId);
    },
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
  const cache = useDetailCache(journeyId);
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
      await cache.hold();
      cache.change((detail) =>
        withStepChanged(detail, step.id, (current) => ({ ...current, title })),
      );
    },
    onError: (_error, { step }) => {
      cache.change((detail) =>
        withStepChanged(detail, step.id, (current) => ({ ...current, title: step.title })),
      );
    },
    onSuccess: cache.settle,
  });
}

/**
 * POST /api/journeys/:id/steps: the new last step shows at once (as `pending`, not yet
 * tickable), is replaced by the server's step, or disappears again if the server refuses.
 */
export function useAddStep(journeyId: string) {
  const cache = useDetailCache(journeyId);
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
      await cache.hold();
      cache.change((detail) => ({ ...detail, steps: [...detail.steps, pending] }));
    },
    onSettled: (result, _error, { pending }) => {
      // Queued offline: the pending step stays until the outbox sends it and the page reloads.
      if (result === null) return;
      cache.change((detail) => ({
        ...detail,
        steps: detail.steps.filter((step) => step.id !== pending.id),
      }));
    },
    onSuccess: cache.settle,
  });
}
