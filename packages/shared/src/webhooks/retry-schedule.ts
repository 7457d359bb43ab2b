/**
 * When a failed delivery is tried again: after 5 s, 5 min, 30 min, 2 h, 5 h, then 10 h four
 * times and a last day, about three days in all (Standard Webhooks' suggested schedule,
 * stretched to three days as the issue asks). Attempt n (1-based) failed → wait delay n.
 */
export const webhookRetryDelaysSeconds = [
  5, 300, 1800, 7200, 18_000, 36_000, 36_000, 36_000, 36_000, 86_400,
] as const;

/** Every attempt: the first plus one per delay. */
export const webhookMaxAttempts = webhookRetryDelaysSeconds.length + 1;

/** Jitter spreads retries of many messages (an outage's backlog) by ±20 %. */
export const webhookRetryJitter = 0.2;

/**
 * Seconds to wait after failed attempt `attempt` (1-based), with jitter from `random` in
 * [0, 1); null once every attempt is spent.
 */
export function nextWebhookRetryDelay(attempt: number, random: number): number | null {
  const base = webhookRetryDelaysSeconds[attempt - 1];
  if (base === undefined || attempt < 1) return null;
  const factor = 1 - webhookRetryJitter + 2 * webhookRetryJitter * Math.min(Math.max(random, 0), 1);
  return Math.max(1, Math.round(base * factor));
}

/** An endpoint failing without a single success for this long is switched off (and its owner told). */
export const webhookDisableAfterHours = 72;

/** Whether an endpoint failing since `failingSince` is due to be switched off at `now`. */
export const shouldDisableWebhook = (failingSince: Date | null, now: Date): boolean =>
  failingSince !== null &&
  now.getTime() - failingSince.getTime() >= webhookDisableAfterHours * 3600 * 1000;
