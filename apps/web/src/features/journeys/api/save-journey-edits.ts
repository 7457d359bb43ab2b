import { useQueryClient } from '@tanstack/react-query';
import { journeysApi, journeySchema, type JourneyDetail } from '@waymark/shared/journeys/contracts';
import { journeyDependentKeys, journeyKeys } from '@/features/journeys/api/journey-keys';
import { jsonBody } from '@/features/journeys/api/json-request';
import {
  addStep,
  deleteStep,
  reorderSteps,
  updateStep,
} from '@/features/journeys/api/step-mutations';
import { journeyFields, type JourneyFormValues } from '@/features/journeys/lib/journey-form';
import { finalOrder, planStepSync } from '@/features/journeys/lib/step-sync';
import { apiJson } from '@/lib/api-client';

/**
 * Saves the edit form: the journey's fields with the version it was loaded at (a 409 means
 * someone changed it meanwhile and nothing was saved), then the steps' differences, then the
 * cover. The journey is reloaded afterwards, whatever happened.
 */
export function useSaveJourneyEdits(saved: JourneyDetail) {
  const queryClient = useQueryClient();
  return async (values: JourneyFormValues, cover: File | null) => {
    try {
      await apiJson(
        journeysApi.journey(saved.id),
        journeySchema,
        jsonBody('PATCH', { ...journeyFields(values), version: saved.version }),
      );
      const plan = planStepSync(saved.steps, values.steps);
      for (const id of plan.deleted) await deleteStep(id);
      for (const { id, title } of plan.renamed) await updateStep(id, { title });
      const createdIds = new Map<string, string>();
      for (const { key, title } of plan.created) {
        const { step } = await addStep(saved.id, { title });
        createdIds.set(key, step.id);
      }
      const order = finalOrder(saved.steps, values.steps, createdIds);
      if (order) await reorderSteps(saved.id, order);
      if (cover) {
        const form = new FormData();
        form.append('file', cover);
        await apiJson(journeysApi.journeyCover(saved.id), journeySchema, {
          method: 'POST',
          body: form,
        });
      }
    } finally {
      await queryClient.invalidateQueries({ queryKey: journeyKeys.detail(saved.id) });
      for (const queryKey of journeyDependentKeys) void queryClient.invalidateQueries({ queryKey });
    }
  };
}
