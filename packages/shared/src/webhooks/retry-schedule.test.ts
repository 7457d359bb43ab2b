import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextWebhookRetryDelay,
  shouldDisableWebhook,
  webhookMaxAttempts,
  webhookRetryDelaysSeconds,
  webhookRetryJitter,
} from './retry-schedule';

describe('webhook retry schedule', () => {
  it('retries for about three days in all', () => {
    const total = webhookRetryDelaysSeconds.reduce((sum, delay) => sum + delay, 0);
    expect(total / 86_400).toBeGreaterThan(2.8);
    expect(total / 86_400).toBeLessThan(3.2);
    expect(webhookMaxAttempts).toBe(11);
  });

  it('waits longer after each failure, by exponential steps', () => {
    expect(nextWebhookRetryDelay(1, 0.5)).toBe(5);
    expect(nextWebhookRetryDelay(2, 0.5)).toBe(300);
    expect(nextWebhookRetryDelay(5, 0.5)).toBe(18_000);
  });

  it('stops once every attempt is spent', () => {
    expect(nextWebhookRetryDelay(webhookMaxAttempts, 0.5)).toBeNull();
    expect(nextWebhookRetryDelay(0, 0.5)).toBeNull();
  });

  it('keeps the jitter within ±20 % of the base delay', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: webhookRetryDelaysSeconds.length }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (attempt, random) => {
          const base = webhookRetryDelaysSeconds[attempt - 1] ?? 0;
          const delay = nextWebhookRetryDelay(attempt, random) ?? -1;
          expect(delay).toBeGreaterThanOrEqual(Math.floor(base * (1 - webhookRetryJitter)));
          expect(delay).toBeLessThanOrEqual(Math.ceil(base * (1 + webhookRetryJitter)));
        },
      ),
    );
  });

  it('switches an endpoint off after 72 hours of failure, not before', () => {
    const since = new Date('2026-01-01T00:00:00Z');
    expect(shouldDisableWebhook(null, new Date('2026-02-01T00:00:00Z'))).toBe(false);
    expect(shouldDisableWebhook(since, new Date('2026-01-03T23:59:00Z'))).toBe(false);
    expect(shouldDisableWebhook(since, new Date('2026-01-04T00:00:00Z'))).toBe(true);
  });
});
