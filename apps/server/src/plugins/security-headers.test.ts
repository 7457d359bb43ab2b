import { describe, expect, it } from 'vitest';
import type { Config } from '@/config';
import { contentSecurityPolicyFor } from '@/plugins/security-headers';

const stripe: Config['billing'] = {
  provider: 'stripe',
  stripe: {
    secretKey: 'sk_test_x',
    publishableKey: 'pk_test_x',
    webhookSecret: undefined,
    apiBase: undefined,
  },
};

const publicUrl = 'https://waymark.example';

describe('content security policy', () => {
  it('lets the page reach only its own origin and its own WebSocket, and show only its own images', () => {
    const policy = contentSecurityPolicyFor({ provider: 'sandbox' }, publicUrl);
    expect(policy.connectSrc).toEqual(["'self'", 'wss://waymark.example']);
    expect(policy.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    expect(
      contentSecurityPolicyFor({ provider: 'sandbox' }, 'http://localhost:3000').connectSrc,
    ).toEqual(["'self'", 'ws://localhost:3000']);
  });

  it('allows only our own origin on the offline sandbox', () => {
    const policy = contentSecurityPolicyFor({ provider: 'sandbox' }, publicUrl);
    expect(policy.scriptSrc).toEqual(["'self'"]);
    expect(policy).not.toHaveProperty('frameSrc');
    expect(policy.connectSrc).not.toContain('https://api.stripe.com');
  });

  it('lets Stripe.js load, frame its card fields and call its API when Stripe takes payments', () => {
    const policy = contentSecurityPolicyFor(stripe, publicUrl);
    expect(policy.scriptSrc).toEqual(["'self'", 'https://js.stripe.com']);
    expect(policy).toMatchObject({
      frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
    });
    expect(policy.connectSrc).toContain('https://api.stripe.com');
    // Nothing else loosens: still no inline code.
    expect(policy.styleSrc).toEqual(["'self'"]);
    expect(policy.frameAncestors).toEqual(["'none'"]);
  });
});
