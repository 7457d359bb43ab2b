import {
  MAX_PAUSES_PER_JOURNEY,
  type Pause,
  type PauseCreate,
  type PauseList,
} from '@waymark/shared/journeys/habits/pause-contracts';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { invalidField } from '@/features/journeys/errors';
import { journeyForHabitRead, journeyForHabitWrite } from '@/features/journeys/habits/habit-access';
import {
  countPauses,
  deletePauseRow,
  insertPause,
  pausesOf,
  type PauseRecord,
} from '@/features/journeys/habits/habit-queries';

const presentPause = (row: PauseRecord): Pause => ({
  id: row.id,
  journeyId: row.journeyId,
  from: row.fromOn,
  until: row.untilOn,
  reason: row.reason,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/** POST /api/journeys/:id/pauses: a holiday ahead or an illness behind, both days included. */
export async function addPause(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  input: PauseCreate,
): Promise<Pause> {
  return withUser(db, userId, async (tx) => {
    await journeyForHabitWrite(tx, journeyId);
    if ((await countPauses(tx, journeyId)) >= MAX_PAUSES_PER_JOURNEY) {
      throw invalidField('from', `A journey keeps at most ${MAX_PAUSES_PER_JOURNEY} pauses`);
    }
    const row = await insertPause(tx, {
      journeyId,
      fromOn: input.from,
      untilOn: input.until,
      reason: input.reason ?? '',
      createdBy: userId,
    });
    return presentPause(row);
  });
}

/** GET /api/journeys/:id/pauses: whoever may see the journey, latest first. */
export async function listPauses(
  db: AppDatabase,
  viewerId: string | null,
  journeyId: string,
): Promise<PauseList> {
  return withUser(db, viewerId, async (tx) => {
    await journeyForHabitRead(tx, journeyId);
    return { pauses: (await pausesOf(tx, journeyId)).map(presentPause) };
  });
}

export async function deletePause(
  db: AppDatabase,
  userId: string,
  journeyId: string,
  pauseId: string,
): Promise<void> {
  await withUser(db, userId, async (tx) => {
    await journeyForHabitWrite(tx, journeyId);
    if (!(await deletePauseRow(tx, journeyId, pauseId))) {
      throw new AppError('NOT_FOUND', 'Pause not found');
    }
  });
}
