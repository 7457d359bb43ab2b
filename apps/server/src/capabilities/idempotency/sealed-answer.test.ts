import { describe, expect, it } from 'vitest';
import { deriveAnswerKey, openAnswer, sealAnswer } from '@/capabilities/idempotency/sealed-answer';

describe('kept answers at rest', () => {
  const key = deriveAnswerKey('an auth secret');

  it('opens to the exact text sealed, which it does not show', () => {
    const text = '{"token":"wmk_pat_secret","id":"1"}';
    const sealed = sealAnswer(key, text);
    expect(JSON.stringify(sealed)).not.toContain('wmk_pat_secret');
    expect(openAnswer(key, sealed)).toBe(text);
  });

  it('cannot be opened under another auth secret, nor when altered', () => {
    const sealed = sealAnswer(key, '{"id":"1"}');
    expect(openAnswer(deriveAnswerKey('another secret'), sealed)).toBeNull();
    const [version, iv, tag, ciphertext = ''] = sealed.sealed.split('.');
    const altered = `${version}.${iv}.${tag}.${ciphertext.slice(1)}A`;
    expect(openAnswer(key, { sealed: altered })).toBeNull();
  });

  it('replays an answer kept in the clear before encryption as its JSON', () => {
    expect(openAnswer(key, { step: { id: '1', version: 2 } })).toBe(
      '{"step":{"id":"1","version":2}}',
    );
  });
});
