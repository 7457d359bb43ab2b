import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config';
import { readBillingConfig } from '@/features/billing/billing-config';

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
});
