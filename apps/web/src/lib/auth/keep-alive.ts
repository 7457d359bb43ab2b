import { SESSION_CHECK_INTERVAL_MS, SESSION_REFRESH_WITHIN_CHECKS } from '@waymark/shared/limits';

/**
 * Spec §9 keep-alive: the session is checked every 30 s, and the access token is refreshed
 * once it expires within three checks (90 s), so a token never runs out between two checks
 * even if one of them is late. `expiresAtSeconds` is the token's `exp`.
 */
export function shouldRefreshToken(
  expiresAtSeconds: number,
  nowMs: number,
  intervalMs: number = SESSION_CHECK_INTERVAL_MS,
  withinChecks: number = SESSION_REFRESH_WITHIN_CHECKS,
): boolean {
  return expiresAtSeconds * 1000 - nowMs <= intervalMs * withinChecks;
}
