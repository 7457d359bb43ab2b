import { describe, expect, it } from 'vitest';
import { SESSION_CHECK_INTERVAL_MS, SESSION_REFRESH_WITHIN_CHECKS } from '@waymark/shared/limits';
import { shouldRefreshToken } from '@/lib/auth/keep-alive';

const now = Date.UTC(2026, 0, 1, 12, 0, 0);
const expiringIn = (seconds: number) => now / 1000 + seconds;

describe('shouldRefreshToken (spec §9 keep-alive)', () => {
  it('checks every 30 s and refreshes within 3 checks of expiry', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(30_000);
    expect(SESSION_REFRESH_WITHIN_CHECKS).toBe(3);
  });

  it('leaves a token alone while more than 90 s remain', () => {
    expect(shouldRefreshToken(expiringIn(15 * 60), now)).toBe(false);
    expect(shouldRefreshToken(expiringIn(91), now)).toBe(false);
  });

  it('refreshes from 90 s before expiry on, and after it', () => {
    expect(shouldRefreshToken(expiringIn(90), now)).toBe(true);
    expect(shouldRefreshToken(expiringIn(30), now)).toBe(true);
    expect(shouldRefreshToken(expiringIn(0), now)).toBe(true);
    expect(shouldRefreshToken(expiringIn(-60), now)).toBe(true);
  });

  it('scales with the interval and the number of checks', () => {
    expect(shouldRefreshToken(expiringIn(100), now, 60_000, 2)).toBe(true);
    expect(shouldRefreshToken(expiringIn(121), now, 60_000, 2)).toBe(false);
  });

  it('never lets a token expire between two checks, however late a check runs', () => {
    // Walk a 15-minute token through checks every 30 s: the first check that refreshes
    // comes at least one full interval before expiry.
    const expiresAt = expiringIn(15 * 60);
    let check = now;
    while (!shouldRefreshToken(expiresAt, check)) check += SESSION_CHECK_INTERVAL_MS;
    expect(expiresAt * 1000 - check).toBeGreaterThanOrEqual(2 * SESSION_CHECK_INTERVAL_MS);
  });
});
