import { describe, expect, it } from 'vitest';
import {
  generateBackupCodes,
  generateSmsCode,
  maskPhone,
  normalizeBackupCode,
} from '@/capabilities/second-factors/codes';
import {
  codeHashes,
  decryptSecret,
  deriveFactorKeys,
  encryptSecret,
  hashCode,
} from '@/capabilities/second-factors/secrets';
import { matchTotpStep, newTotpSecret, totpStep } from '@/capabilities/second-factors/totp';
import { totpCode } from '../../../test/factors';

const keys = deriveFactorKeys('a-test-auth-secret-of-enough-length');

describe('factor secrets', () => {
  it('round-trips a TOTP secret through AES-256-GCM with a fresh IV each time', () => {
    const secret = newTotpSecret();
    const first = encryptSecret(keys, secret);
    const second = encryptSecret(keys, secret);
    expect(first).not.toBe(second);
    expect(first).not.toContain(secret);
    expect(decryptSecret(keys, first)).toBe(secret);
  });

  it('refuses a tampered ciphertext and a different auth secret', () => {
    const stored = encryptSecret(keys, newTotpSecret());
    const [version, iv, tag, ciphertext = ''] = stored.split('.');
    const flipped = `${ciphertext.startsWith('A') ? 'B' : 'A'}${ciphertext.slice(1)}`;
    expect(() => decryptSecret(keys, [version, iv, tag, flipped].join('.'))).toThrow();
    expect(() => decryptSecret(deriveFactorKeys('another-secret'), stored)).toThrow();
  });

  it('matches a code hashed under a previous auth secret only while that secret is listed', () => {
    const old = 'the-auth-secret-before-the-rotation';
    const storedUnderOld = hashCode(deriveFactorKeys(old), '123456');
    const rotated = deriveFactorKeys('the-auth-secret-after-the-rotation', [old]);
    expect(codeHashes(rotated, '123456')).toEqual([hashCode(rotated, '123456'), storedUnderOld]);
    expect(
      codeHashes(deriveFactorKeys('the-auth-secret-after-the-rotation'), '123456'),
    ).not.toContain(storedUnderOld);
  });

  it('hashes codes with a keyed hash: equal for equal codes, different per auth secret', () => {
    expect(hashCode(keys, '123456')).toBe(hashCode(keys, '123456'));
    expect(hashCode(keys, '123456')).not.toBe(hashCode(keys, '123457'));
    expect(hashCode(deriveFactorKeys('another-secret'), '123456')).not.toBe(
      hashCode(keys, '123456'),
    );
  });
});

describe('factor codes', () => {
  it('makes 10 distinct backup codes like abcde-12345, read back in any case and dash', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect(normalizeBackupCode(' ABCDE-12345 ')).toBe(normalizeBackupCode('abcde12345'));
  });

  it('makes 6-digit SMS codes', () => {
    for (let i = 0; i < 50; i += 1) expect(generateSmsCode()).toMatch(/^\d{6}$/);
  });

  it('masks all but the country prefix and the last four digits of a phone number', () => {
    expect(maskPhone('+14155550123')).toBe('+1••••••0123');
  });
});

describe('TOTP', () => {
  it('accepts codes one step either side of now, with the step they belong to', () => {
    const secret = newTotpSecret();
    const now = totpStep();
    expect(matchTotpStep(secret, totpCode(secret))).toBe(now);
    expect(matchTotpStep(secret, totpCode(secret, -1))).toBe(now - 1);
    expect(matchTotpStep(secret, totpCode(secret, 1))).toBe(now + 1);
    const farOff = totpCode(secret, 3);
    const nearby = [-1, 0, 1].map((steps) => totpCode(secret, steps));
    if (!nearby.includes(farOff)) expect(matchTotpStep(secret, farOff)).toBeNull();
  });
});
