import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config';
import { defaultApiTokenRequests, defaultRateLimits } from '@/config/rate-limit-config';

describe('rate limit configuration', () => {
  it('defaults to one-minute windows with the built-in limits', () => {
    const { rateLimits } = loadConfig({});
    expect(rateLimits).toEqual({
      windowSeconds: 60,
      limits: defaultRateLimits,
      apiTokenRequests: defaultApiTokenRequests,
    });
    expect(rateLimits.limits.signIn).toEqual({ perAccount: 10, perAddress: 30 });
  });

  it('reads "<per account>,<per address>" pairs and the window from the environment', () => {
    const { rateLimits } = loadConfig({
      RATE_LIMIT_WINDOW_SECONDS: '30',
      RATE_LIMIT_SIGN_IN: '1000, 5000',
      RATE_LIMIT_SECOND_FACTOR: '3,9',
    });
    expect(rateLimits.windowSeconds).toBe(30);
    expect(rateLimits.limits.signIn).toEqual({ perAccount: 1000, perAddress: 5000 });
    expect(rateLimits.limits.secondFactor).toEqual({ perAccount: 3, perAddress: 9 });
    expect(rateLimits.limits.signUp).toEqual(defaultRateLimits.signUp);
  });

  it('stops start-up naming a malformed limit', () => {
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN: 'ten' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN: '0,5' })).toThrow(/RATE_LIMIT_SIGN_IN must be/);
    expect(() => loadConfig({ RATE_LIMIT_WINDOW_SECONDS: '-1' })).toThrow(
      /RATE_LIMIT_WINDOW_SECONDS must be a positive integer/,
    );
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY must be/);
  });
});
