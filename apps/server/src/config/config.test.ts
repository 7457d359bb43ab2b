import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultFeedbackUrl, loadConfig } from '@/config';
import { packageRoot } from '@/package-root';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      productName: 'Waymark',
      feedbackUrl: defaultFeedbackUrl,
      logLevel: 'info',
      webDistDir: path.resolve(packageRoot, '../web/dist'),
      operator: { name: 'Waymark', address: undefined, email: undefined },
      auth: { secret: undefined, previousSecrets: [], github: undefined, google: undefined },
      mail: { smtpUrl: undefined, from: 'Waymark <no-reply@localhost>' },
      supportEmail: 'support@localhost',
      communityModerators: [],
      storage: { s3: undefined },
      billing: { provider: 'sandbox' },
      sms: { gateway: 'outbox' },
      production: false,
      e2eTestHooks: false,
      jobs: true,
      webhooks: { allowPrivateTargets: false },
      backupsKept: 4,
      checkResponses: true,
      metrics: undefined,
      trustProxy: false,
      rateLimits: {
        windowSeconds: 60,
        limits: {
          signIn: { perAccount: 10, perAddress: 30 },
          signUp: { perAccount: 5, perAddress: 10 },
          passwordReset: { perAccount: 3, perAddress: 10 },
          emailResend: { perAccount: 3, perAddress: 10 },
          secondFactor: { perAccount: 5, perAddress: 30 },
          accountChange: { perAccount: 5, perAddress: 30 },
        },
        apiTokenRequests: 600,
      },
    });
  });

  it('reads COMMUNITY_MODERATORS as lower-case addresses and refuses anything else', () => {
    expect(
      loadConfig({ COMMUNITY_MODERATORS: ' Mod@Example.com, ops@example.org,,mod@example.com ' })
        .communityModerators,
    ).toEqual(['mod@example.com', 'ops@example.org']);
    expect(() => loadConfig({ COMMUNITY_MODERATORS: 'mod@example.com, not an address' })).toThrow(
      'COMMUNITY_MODERATORS',
    );
  });

  it("fails fast with 'AUTH_SECRET is required' in production without one", () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: AUTH_SECRET is required',
    );
    const secret = 'x'.repeat(32);
    // Production also needs real payments: the sandbox provider is refused there.
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' };
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: secret, ...stripe }).auth.secret).toBe(
      secret,
    );
  });

  it('reads AUTH_SECRET_PREVIOUS as a comma-separated list held to the length of AUTH_SECRET', () => {
    const [a, b] = ['a'.repeat(32), 'b'.repeat(40)];
    expect(loadConfig({ AUTH_SECRET_PREVIOUS: ` ${a} ,${b}` }).auth.previousSecrets).toEqual([
      a,
      b,
    ]);
    expect(() => loadConfig({ AUTH_SECRET_PREVIOUS: `${a},short` })).toThrow(
      'AUTH_SECRET_PREVIOUS must be secrets of at least 32 characters each, separated by commas',
    );
    expect(() => loadConfig({ AUTH_SECRET_PREVIOUS: `${a},,${b}` })).toThrow(
      'AUTH_SECRET_PREVIOUS',
    );
  });

  it('enables an OAuth provider only with both its client id and secret', () => {
    expect(
      loadConfig({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 'secret' }).auth.github,
    ).toEqual({ clientId: 'id', clientSecret: 'secret' });
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(
      'GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set',
    );
  });

  it('reads SMTP_URL and MAIL_FROM', () => {
    expect(
      loadConfig({
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'Trail <hi@t.example>',
      }).mail,
    ).toEqual({ smtpUrl: 'smtps://user:pass@mail.example:465', from: 'Trail <hi@t.example>' });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
  });

  it('names the operator after the product unless OPERATOR_* say otherwise', () => {
    expect(loadConfig({ PRODUCT_NAME: 'Trailhead' }).operator.name).toBe('Trailhead');
    expect(
      loadConfig({
        OPERATOR_NAME: 'Trailhead Labs GmbH',
        OPERATOR_ADDRESS: 'Hauptstraße 1\\n10115 Berlin',
        OPERATOR_EMAIL: 'legal@trailhead.example',
      }).operator,
    ).toEqual({
      name: 'Trailhead Labs GmbH',
      address: 'Hauptstraße 1\n10115 Berlin',
      email: 'legal@trailhead.example',
    });
  });

  it('rejects an OPERATOR_EMAIL that is not an email address', () => {
    expect(() => loadConfig({ OPERATOR_EMAIL: 'legal at example' })).toThrow(
      'Invalid configuration: OPERATOR_EMAIL must be an email address',
    );
  });

  it('derives the public URL from PORT unless PUBLIC_URL is given', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_URL: 'https://waymark.example/' }).publicUrl).toBe(
      'https://waymark.example',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('keeps memory:// as the in-memory data dir instead of resolving it as a path', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('accepts a PostgreSQL server URL', () => {
    const url = 'postgres://app:secret@db.internal:5432/waymark';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
  });

  it.each(['0', '65536', 'abc', '80.5'])('rejects PORT=%s naming the variable', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(
      new ConfigError('Invalid configuration: PORT must be an integer between 1 and 65535'),
    );
  });

  it('allows private webhook targets only with WEBHOOKS_ALLOW_PRIVATE_TARGETS=true', () => {
    expect(loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true' }).webhooks).toEqual({
      allowPrivateTargets: true,
    });
    expect(
      loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'false' }).webhooks.allowPrivateTargets,
    ).toBe(false);
    expect(() => loadConfig({ WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'yes' })).toThrow(
      'WEBHOOKS_ALLOW_PRIVATE_TARGETS must be true or false',
    );
  });

  it('rejects a DATABASE_URL that is not a postgres:// URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/waymark' })).toThrow(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('rejects an invalid FEEDBACK_URL and LOG_LEVEL, listing every problem', () => {
    expect(() => loadConfig({ FEEDBACK_URL: 'feedback', LOG_LEVEL: 'loud' })).toThrow(
      /FEEDBACK_URL must be an http\(s\) URL; LOG_LEVEL must be one of fatal, error/,
    );
  });

  it('reads REDIS_URL for shared rate-limit counts, with a key prefix', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://10.0.0.5:6379/2' }).redis).toEqual({
      url: 'redis://10.0.0.5:6379/2',
      keyPrefix: 'waymark:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://cache.example:6380', REDIS_KEY_PREFIX: 'eu-1:waymark:' })
        .redis,
    ).toEqual({ url: 'rediss://cache.example:6380', keyPrefix: 'eu-1:waymark:' });
    expect(() => loadConfig({ REDIS_URL: 'http://10.0.0.5:6379' })).toThrow(
      'Invalid configuration: REDIS_URL must be a redis:// or rediss:// URL',
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://x', REDIS_KEY_PREFIX: 'has space' })).toThrow(
      /REDIS_KEY_PREFIX must be 1-64 letters/,
    );
  });
});
