import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  generateMessageId,
  generateWebhookSecret,
  secretHint,
  signWebhook,
  webhookHeaders,
} from '@/capabilities/webhook-outbox/signature';

// The specification's published vector (standard-webhooks, libraries/javascript webhook.test.ts).
const vector = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('Standard Webhooks signing', () => {
  it('matches the specification’s test vector', () => {
    expect(signWebhook(vector.secret, vector.id, vector.timestamp, vector.body)).toBe(
      vector.signature,
    );
  });

  it('reads a secret with or without its whsec_ prefix the same way', () => {
    const bare = vector.secret.slice('whsec_'.length);
    expect(signWebhook(bare, vector.id, vector.timestamp, vector.body)).toBe(vector.signature);
  });

  it('produces headers the reference verifier accepts', () => {
    const secret = generateWebhookSecret();
    const id = generateMessageId();
    const body = JSON.stringify({ type: 'journey.created', data: { journey: { title: 'Ω' } } });
    const headers = webhookHeaders([secret], id, Math.floor(Date.now() / 1000), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('signs with both secrets during a rotation, each verifying on its own', () => {
    const current = generateWebhookSecret();
    const previous = generateWebhookSecret();
    const id = generateMessageId();
    const body = '{"type":"webhook.test"}';
    const headers = webhookHeaders([current, previous], id, Math.floor(Date.now() / 1000), body);
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(() => new Webhook(current).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(previous).verify(body, headers)).not.toThrow();
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('refuses a body changed after signing', () => {
    const secret = generateWebhookSecret();
    const headers = webhookHeaders(
      [secret],
      generateMessageId(),
      Math.floor(Date.now() / 1000),
      '{"a":1}',
    );
    expect(() => new Webhook(secret).verify('{"a":2}', headers)).toThrow();
  });

  it('makes whsec_ secrets of 32 random bytes and msg_ ids, and hints without revealing', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateMessageId()).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(secretHint(secret)).toBe(`${secret.slice(0, 10)}…`);
  });
});
