import type { JourneyStatus } from '@waymark/shared/journeys/common-contracts';
import type { Journey, JourneyUpdate } from '@waymark/shared/journeys/journey-contracts';
import { isDateRangeValid } from '@waymark/shared/journeys/dates';
import { nextJourneyStatus } from '@waymark/shared/journeys/status';
import type { AppDatabase } from '@/db/client';
import { afterCommit } from '@/db/after-commit';
import { withUser } from '@/db/with-user';
import { recordJourneyEvent } from '@/capabilities/activities/service';
import { creditJourney, takeBackPoints } from '@/capabilities/points/service';
import { invalidField, journeyNotFound, ownerOnly } from '@/features/journeys/errors';
import { lockForChange, lockForEdit, presentOwn } from '@/features/journeys/journey-access';
import type { JourneyRecord } from '@/capabilities/journey-cards/presenter';
import { statusColumns } from '@/features/journeys/journey-counters';
import { notifyJourneyCompleted } from '@/features/journeys/journey-notifications';
import { updateJourneyRow } from '@/features/journeys/journey-queries';
import { applyStepPlan } from '@/features/journeys/step-plan';
import { countSteps } from '@/features/journeys/step-queries';
import { assertOwnProject } from '@/capabilities/project-lookup/service';
import { emitJourneyWebhook } from '@/capabilities/webhook-outbox/events';
import { targetColumns } from '@/features/journeys/entries/target-columns';

/**
 * An editor's PATCH of a shared journey: the content fields as asked; visibility and project
 * are the owner's, so repeating their current value is fine (the edit form sends them all) and
 * changing them is refused (403). The journeys_keep_owner_fields trigger says the same below.
 */
function editorChanges(
  current: JourneyRecord,
  { visibility, projectId, ...content }: Omit<JourneyUpdate, 'version' | 'steps'>,
): Omit<JourneyUpdate, 'version' | 'steps'> {
  if (visibility !== undefined && visibility !== current.visibility) {
    throw ownerOnly('change who can see it');
  }
  if (projectId !== undefined && projectId !== current.projectId) {
    throw ownerOnly('move it to another project');
  }
  return content;
}

/** PATCH: the fields given, checked against the stored ones (dates, project), version bumped. */
export async function updateJourney(
  db: AppDatabase,
  userId: string,
  id: string,
  input: JourneyUpdate,
): Promise<Journey> {
  const { version, steps, target, ...asked } = input;
  return withUser(db, userId, async (tx) => {
    // Owner or editor (a viewer is refused); what only the owner decides is checked next.
    const current = await lockForEdit(tx, id, version);
    const changes = current.ownerId === userId ? asked : editorChanges(current, asked);
    const startDate = changes.startDate !== undefined ? changes.startDate : current.startDate;
    const targetDate = changes.targetDate !== undefined ? changes.targetDate : current.targetDate;
    if (!isDateRangeValid(startDate, targetDate)) {
      throw invalidField('targetDate', 'Target date cannot be before the start date');
    }
    if (changes.projectId) await assertOwnProject(tx, changes.projectId, userId);
    // Steps first, then one decision on the status from the request and the final counts, so
    // the activity recorded matches the status saved.
    if (steps) await applyStepPlan(tx, current, current.ownerId, steps);
    const counts = steps ? await countSteps(tx, id) : undefined;
    const outcome = nextJourneyStatus({
      previous: current.status as JourneyStatus,
      requested: changes.status,
      steps: counts,
    });
    const updated = await updateJourneyRow(
      tx,
      id,
      {
        ...changes,
        ...(target !== undefined && targetColumns(target)),
        ...statusColumns(outcome),
        ...(counts && { stepCount: counts.total, completedStepCount: counts.done }),
      },
      { bumpVersion: true },
    );
    if (!updated) throw journeyNotFound();
    // Made less visible: whoever has its page open may no longer see it (realtime-topics.ts).
    if (changes.visibility !== undefined && changes.visibility !== current.visibility) {
      afterCommit(tx, 'journey.accessChanged', { journeyId: id });
    }
    if (outcome.completes) {
      await recordJourneyEvent(tx, userId, 'journey.completed', updated);
      await creditJourney(tx, userId, updated);
      await notifyJourneyCompleted(tx, userId, updated);
    }
    if (outcome.reopens) await takeBackPoints(tx, userId, id);
    await emitJourneyWebhook(tx, userId, 'journey.updated', updated);
    if (outcome.completes) await emitJourneyWebhook(tx, userId, 'journey.completed', updated);
    return presentOwn(tx, id, userId);
  });
}

export async function archiveJourney(db: AppDatabase, userId: string, id: string) {
  return withUser(db, userId, async (tx) => {
    await lockForChange(tx, id, userId);
    await updateJourneyRow(tx, id, { status: 'archived' }, { bumpVersion: true });
    return presentOwn(tx, id, userId);
  });
}
