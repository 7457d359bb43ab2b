/**
 * Time limits of spec §9, shared by the web app and the server so both sides agree.
 * All values are milliseconds unless the name says otherwise.
 */

/** Start-up health check: past this the app continues anyway (an initialization timeout is tolerated). */
export const STARTUP_TIMEOUT_MS = 15_000;

/** Reading the signed-in user's profile. */
export const PROFILE_FETCH_TIMEOUT_MS = 10_000;

/** The start-up session check ("auth test"). */
export const AUTH_TEST_TIMEOUT_MS = 5_000;

/** How often the session keep-alive checks the token's expiry. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

/** The token is refreshed once it expires within this many keep-alive checks. */
export const SESSION_REFRESH_WITHIN_CHECKS = 3;
