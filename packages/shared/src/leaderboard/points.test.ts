import { describe, expect, it } from 'vitest';
import {
  competitionRanks,
  DAILY_POINTS_CAP,
  pointsWithinCap,
  STEP_POINTS,
  STREAK_DAY_POINTS,
  streakBonus,
} from './points';

describe('pointsWithinCap', () => {
  it('pays in full below the cap, the rest up to it, then nothing', () => {
    expect(pointsWithinCap(STEP_POINTS, 0)).toBe(STEP_POINTS);
    expect(pointsWithinCap(STEP_POINTS, DAILY_POINTS_CAP - 4)).toBe(4);
    expect(pointsWithinCap(STEP_POINTS, DAILY_POINTS_CAP)).toBe(0);
    expect(pointsWithinCap(STEP_POINTS, DAILY_POINTS_CAP + 30)).toBe(0);
  });

  it('never lets a day run above the cap, however many steps are ticked', () => {
    let earned = 0;
    for (let tick = 0; tick < 50; tick += 1) earned += pointsWithinCap(STEP_POINTS, earned);
    expect(earned).toBe(DAILY_POINTS_CAP);
  });

  it('treats a net negative day (reversals) as nothing earned, not as extra room', () => {
    expect(pointsWithinCap(STEP_POINTS, -50)).toBe(STEP_POINTS);
    expect(pointsWithinCap(DAILY_POINTS_CAP * 2, -50)).toBe(DAILY_POINTS_CAP);
  });
});

describe('streakBonus', () => {
  it('pays once a day, only when yesterday had a completed step', () => {
    expect(streakBonus({ activeYesterday: true, bonusToday: false })).toBe(STREAK_DAY_POINTS);
    expect(streakBonus({ activeYesterday: true, bonusToday: true })).toBe(0);
    expect(streakBonus({ activeYesterday: false, bonusToday: false })).toBe(0);
  });
});

describe('competitionRanks', () => {
  it('gives ties the same rank and skips the ranks they take (1, 2, 2, 4)', () => {
    expect(competitionRanks([50, 40, 40, 10])).toEqual([1, 2, 2, 4]);
    expect(competitionRanks([7, 7, 7])).toEqual([1, 1, 1]);
    expect(competitionRanks([])).toEqual([]);
  });
});
