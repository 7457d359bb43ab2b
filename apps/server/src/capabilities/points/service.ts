import {
  JOURNEY_POINTS,
  pointsWithinCap,
  STEP_POINTS,
  streakBonus,
} from '@waymark/shared/leaderboard/points';
import { addDays, utcDay } from '@waymark/shared/leaderboard/periods';
import type { AppTransaction } from '@/db/client';
import {
  cappedPointsOn,
  hasOpenCreditOn,
  insertLedgerEntries,
  lockPointsOf,
  openCreditsFor,
  type LedgerEntry,
} from '@/capabilities/points/queries';

/** The journey a credit counts for: its category files the points under that filter. */
export interface PointsJourney {
  id: string;
  category: string;
}

/**
 * A step was ticked: its points within the daily cap, and the streak day's bonus when it is
 * the day's first and yesterday had one. Written in the tick's transaction; the entry is
 * written even when the cap leaves it nothing, so the day still counts for the streak and
 * the reversal is exact.
 */
export async function creditStep(
  tx: AppTransaction,
  userId: string,
  journey: PointsJourney,
  stepId: string,
): Promise<void> {
  await lockPointsOf(tx, userId);
  const day = utcDay(new Date());
  const earned = await cappedPointsOn(tx, userId, day);
  const bonus = streakBonus({
    activeYesterday: await hasOpenCreditOn(tx, userId, 'step.completed', addDays(day, -1)),
    bonusToday: await hasOpenCreditOn(tx, userId, 'streak.day', day),
  });
  const base = { userId, subjectId: stepId, category: journey.category, day };
  const entries: LedgerEntry[] = [
    { ...base, reason: 'step.completed', points: pointsWithinCap(STEP_POINTS, earned) },
  ];
  if (bonus > 0) entries.push({ ...base, reason: 'streak.day', points: bonus });
  await insertLedgerEntries(tx, entries);
}

/** A journey became completed: its points within the daily cap, once while it stays so. */
export async function creditJourney(
  tx: AppTransaction,
  userId: string,
  journey: PointsJourney,
): Promise<void> {
  await lockPointsOf(tx, userId);
  if ((await openCreditsFor(tx, userId, journey.id)).length > 0) return;
  const day = utcDay(new Date());
  const earned = await cappedPointsOn(tx, userId, day);
  await insertLedgerEntries(tx, [
    {
      userId,
      reason: 'journey.completed',
      subjectId: journey.id,
      category: journey.category,
      points: pointsWithinCap(JOURNEY_POINTS, earned),
      day,
    },
  ]);
}

/**
 * A step was unticked or deleted, or a journey reopened: every credit it still holds is
 * reversed, exactly (what the cap let it earn), on the day it was earned, so the periods
 * that gained the points lose them.
 */
export async function takeBackPoints(
  tx: AppTransaction,
  userId: string,
  subjectId: string,
): Promise<void> {
  await lockPointsOf(tx, userId);
  const credits = await openCreditsFor(tx, userId, subjectId);
  await insertLedgerEntries(
    tx,
    credits.map((credit) => ({
      userId,
      reason: credit.reason,
      subjectId,
      category: credit.category,
      points: -credit.points,
      day: credit.day,
      reverses: credit.id,
    })),
  );
}
