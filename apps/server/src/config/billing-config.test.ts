import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config';
import { readBillingConfig } from '@/config/billing-config';

describe('billing configuration', () => {
  it('is the sandbox without Stripe keys', () => {
    expect(readBillingConfig({})).toEqual({ billing: { provider: 'sandbox' } });
  });

  it('is Stripe with both keys, reading the fake API address into host, port and protocol', () => {
    expect(
      readBillingConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      }),
    ).toEqual({
      billing: {
        provider: 'stripe',
        stripe: {
          secretKey: 'sk_test_abc',
          publishableKey: 'pk_test_abc',
          webhookSecret: 'whsec_abc',
          apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 },
        },
      },
    });
  });

  it('refuses half a Stripe configuration and malformed keys at start-up, naming the variable', () => {
    expect(readBillingConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toEqual({
      problems: ['STRIPE_PUBLISHABLE_KEY is required when STRIPE_SECRET_KEY is set'],
    });
    expect(() =>
      loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abc', DATA_DIR: 'memory://' }),
    ).toThrow('STRIPE_SECRET_KEY is required when STRIPE_PUBLISHABLE_KEY is set');
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_live_oops', DATA_DIR: 'memory://' })).toThrow(
      ConfigError,
    );
  });

  // Issue 13 hole 12: nothing stopped the sandbox, which activates plans for free, in production.
  it('refuses the sandbox provider at start-up when NODE_ENV=production', () => {
    expect(readBillingConfig({ NODE_ENV: 'production' })).toEqual({
      problems: [
        'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required when NODE_ENV=production: the sandbox payment provider grants paid plans without charging anyone',
      ],
    });
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), DATA_DIR: 'memory://' }),
    ).toThrow(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are required when NODE_ENV=production',
    );
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' };
    expect(readBillingConfig({ NODE_ENV: 'production', ...stripe })).toMatchObject({
      billing: { provider: 'stripe' },
    });
    expect(readBillingConfig({ NODE_ENV: 'development' })).toEqual({
      billing: { provider: 'sandbox' },
    });
  });
});
