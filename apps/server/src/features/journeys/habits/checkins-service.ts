import {
  defaultCheckinWindow,
  latestToday,
  MAX_CHECKINS_LISTED,
  type Checkin,
  type CheckinCreate,
  type CheckinDeleted,
  type CheckinList,
  type CheckinListQuery,
  type CheckinResult,
  type HabitState,
} from '@waymark/shared/journeys/habits/checkin-contracts';
import type { AppDatabase, AppTransaction } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { scheduleOf, type StepRecord } from '@/capabilities/journey-cards/presenter';
import { invalidField } from '@/features/journeys/errors';
import {
  journeyForHabitRead,
  journeyForHabitWrite,
  stepOfJourney,
} from '@/features/journeys/habits/habit-access';
import {
  checkinDatesOfSteps,
  checkinsOfStep,
  deleteCheckinRow,
  insertCheckin,
  pausesOf,
  type CheckinRecord,
} from '@/features/journeys/habits/habit-queries';
import { habitStateOf, pauseRanges, todayOf } from '@/features/journeys/habits/habit-state';

const checkinNotFound = () => new AppError('NOT_FOUND', 'Check-in not found');

const presentCheckin = (row: CheckinRecord): Checkin => ({
  id: row.id,
  stepId: row.stepId,
  journeyId: row.journeyId,
  authorId: row.authorId,
  occurredOn: row.occurredOn,
  createdAt: row.createdAt.toISOString(),
});

/** The step's habit after a change, counted from every check-in it has. */
async function habitOf(tx: AppTransaction, step: StepRecord, today: string): Promise<HabitState> {
  const schedule = scheduleOf(step);
  if (!schedule) throw new Error('habitOf: the step does not recur');
  const dates = (await checkinDatesOfSteps(tx, [step.id])).map((row) => row.occurredOn);
  const pauses = pauseRanges(await pausesOf(tx, step.journeyId));
  return habitStateOf(step.id, schedule, dates, pauses, today);
}

/** A recurring step of a journey the caller may write to; a one-off step is 409. */
async function recurringStepForWrite(
  tx: AppTransaction,
  userId: string,
  journeyId: string,
  stepId: string,
): Promise<StepRecord> {
  await journeyForHabitWrite(tx, journeyId);
  const step = await stepOfJourney(tx, journeyId, stepId);
  if (!scheduleOf(step)) {
    throw new AppError(
      'CONFLICT',
      'This step does not repeat: tick it as done, or make it repeat to check in',
    );
  }
  return step;
}

/** POST …/steps/:stepId/checkins: one more time done, on `occurredOn` (default the caller's today). */
export async function addCheckin(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  stepId: string,
  input: CheckinCreate,
  now: Date = new Date(),
): Promise<CheckinResult> {
  return withUser(db, userId, async (tx) => {
    const today = await todayOf(tx, userId, now);
    const occurredOn = input.occurredOn ?? today;
    // Today anywhere on Earth is allowed: a browser's "Automatic" zone may be ahead of ours.
    if (occurredOn > latestToday(now)) {
      throw invalidField('occurredOn', 'A check-in cannot be in the future');
    }
    const step = await recurringStepForWrite(tx, userId, journeyId, stepId);
    const row = await insertCheckin(tx, { stepId, journeyId, authorId: userId, occurredOn });
    return { checkin: presentCheckin(row), habit: await habitOf(tx, step, today) };
  });
}

/** DELETE …/checkins/:checkinId: takes one check-in back. */
export async function deleteCheckin(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  stepId: string,
  checkinId: string,
  now: Date = new Date(),
): Promise<CheckinDeleted> {
  return withUser(db, userId, async (tx) => {
    const step = await recurringStepForWrite(tx, userId, journeyId, stepId);
    if (!(await deleteCheckinRow(tx, stepId, checkinId))) throw checkinNotFound();
    return { habit: await habitOf(tx, step, await todayOf(tx, userId, now)) };
  });
}

/** DELETE …/checkins?on=YYYY-MM-DD: takes back the latest check-in of that day (an undo). */
export async function deleteCheckinOn(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  stepId: string,
  on: string,
  now: Date = new Date(),
): Promise<CheckinDeleted> {
  return withUser(db, userId, async (tx) => {
    const step = await recurringStepForWrite(tx, userId, journeyId, stepId);
    const [latest] = (await checkinsOfStep(tx, stepId, on, on, MAX_CHECKINS_LISTED)).slice(-1);
    if (!latest || !(await deleteCheckinRow(tx, stepId, latest.id))) throw checkinNotFound();
    return { habit: await habitOf(tx, step, await todayOf(tx, userId, now)) };
  });
}

/** GET …/checkins?from&until: what anyone who may see the journey may see, oldest first. */
export async function listCheckins(
  db: AppDatabase,
  viewerId: string | null,
  journeyId: string,
  stepId: string,
  query: CheckinListQuery,
  now: Date = new Date(),
): Promise<CheckinList> {
  return withUser(db, viewerId, async (tx) => {
    await journeyForHabitRead(tx, journeyId);
    await stepOfJourney(tx, journeyId, stepId);
    const window = defaultCheckinWindow(latestToday(now));
    const rows = await checkinsOfStep(
      tx,
      stepId,
      query.from ?? window.from,
      query.until ?? window.until,
      MAX_CHECKINS_LISTED,
    );
    return { checkins: rows.map(presentCheckin) };
  });
}
