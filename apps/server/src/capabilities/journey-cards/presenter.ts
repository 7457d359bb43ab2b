import type { Journey } from '@waymark/shared/journeys/journey-contracts';
import type { SchedulePeriod } from '@waymark/shared/journeys/habits/schedule';
import type { Step } from '@waymark/shared/journeys/step-contracts';
import type { journeys, journeySteps } from '@/db/tables/journeys';
import { presentOwnedRecord } from '@/lib/owned-record';

export type JourneyRecord = typeof journeys.$inferSelect;
export type StepRecord = typeof journeySteps.$inferSelect;
export interface OwnerRecord {
  username: string | null;
  fullName: string | null;
  avatarUrl: string | null;
}
/** A journey with its owner's profile; the profile is null when the viewer may not see it. */
export interface JourneyRow {
  journey: JourneyRecord;
  owner: OwnerRecord | null;
}

const iso = (value: Date) => value.toISOString();

/** The target and the sum logged toward it (kept by the entries' trigger), or null. */
export function presentTarget(
  journey: Pick<JourneyRecord, 'targetValue' | 'targetUnit' | 'targetLogged'>,
): Journey['target'] {
  if (journey.targetValue === null || journey.targetUnit === null) return null;
  return {
    value: Number(journey.targetValue),
    unit: journey.targetUnit,
    logged: Number(journey.targetLogged),
  };
}

export function presentJourney(row: JourneyRow, viewerId: string | null): Journey {
  const { journey, owner } = row;
  return {
    ...presentOwnedRecord(journey, viewerId),
    owner: {
      id: journey.ownerId,
      username: owner?.username ?? null,
      displayName: owner?.fullName ?? null,
      avatarUrl: owner?.avatarUrl ?? null,
    },
    projectId: journey.projectId,
    category: journey.category as Journey['category'],
    status: journey.status as Journey['status'],
    coverImageUrl: journey.coverImageUrl,
    startDate: journey.startDate,
    targetDate: journey.targetDate,
    completedAt: journey.completedAt ? iso(journey.completedAt) : null,
    stepCount: journey.stepCount,
    completedStepCount: journey.completedStepCount,
    progress: journey.progress,
    target: presentTarget(journey),
    forkedFromId: journey.forkedFromId,
  };
}

/** A recurring step's schedule (both columns set, drizzle/0035_habits.sql), else null. */
export function scheduleOf(step: StepRecord): Step['schedule'] {
  if (step.scheduleTimes === null || step.schedulePer === null) return null;
  return { times: step.scheduleTimes, per: step.schedulePer as SchedulePeriod };
}

export function presentStep(step: StepRecord): Step {
  return {
    id: step.id,
    journeyId: step.journeyId,
    position: step.position,
    title: step.title,
    notes: step.notes,
    dueDate: step.dueDate,
    completedAt: step.completedAt ? iso(step.completedAt) : null,
    version: step.version,
    createdAt: iso(step.createdAt),
    updatedAt: iso(step.updatedAt),
    schedule: scheduleOf(step),
  };
}
