import type { StepPlan } from '@waymark/shared/journeys/step-contracts';
import type { AppTransaction } from '@/db/client';
import { invalidField } from '@/features/journeys/errors';
import type { JourneyRecord } from '@/capabilities/journey-cards/presenter';
import {
  deferStepPositions,
  deleteStepsById,
  insertSteps,
  stepsOf,
  updateStepRow,
  type NewStepRow,
} from '@/features/journeys/step-queries';

/**
 * Makes the journey's steps exactly `plan`, in its order: steps named by id keep their
 * completion and take the title, notes, due date and position given (notes and due date
 * unchanged when left out); steps without an id are new; steps left out are deleted. Runs in
 * the caller's transaction, under the journey's row lock; the caller recounts the journey.
 */
export async function applyStepPlan(
  tx: AppTransaction,
  journey: JourneyRecord,
  ownerId: string,
  plan: readonly StepPlan[],
): Promise<void> {
  const current = await stepsOf(tx, journey.id);
  const byId = new Map(current.map((step) => [step.id, step]));
  if (plan.some((step) => step.id !== undefined && !byId.has(step.id))) {
    throw invalidField('steps', 'A step in the list is not a step of this journey');
  }
  const kept = new Set(plan.flatMap((step) => (step.id ? [step.id] : [])));
  const removed = current.filter((step) => !kept.has(step.id)).map((step) => step.id);
  await deferStepPositions(tx);
  await deleteStepsById(tx, removed);

  const created: NewStepRow[] = [];
  for (const [position, step] of plan.entries()) {
    const saved = step.id ? byId.get(step.id) : undefined;
    if (!saved) {
      created.push({
        journeyId: journey.id,
        ownerId,
        position,
        title: step.title,
        notes: step.notes ?? '',
        dueDate: step.dueDate ?? null,
      });
      continue;
    }
    const fields = {
      title: step.title,
      notes: step.notes ?? saved.notes,
      dueDate: step.dueDate !== undefined ? step.dueDate : saved.dueDate,
      position,
    };
    const unchanged =
      fields.title === saved.title &&
      fields.notes === saved.notes &&
      fields.dueDate === saved.dueDate &&
      position === saved.position;
    if (unchanged) continue;
    await updateStepRow(tx, saved.id, fields);
  }
  await insertSteps(tx, created);
}
