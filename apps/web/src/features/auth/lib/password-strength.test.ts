import { describe, expect, it } from 'vitest';
import { passwordStrength } from '@/features/auth/lib/password-strength';

describe('passwordStrength', () => {
  it('is empty for nothing typed', () => {
    expect(passwordStrength('')).toBe('empty');
  });

  it('is weak whenever the password rule is broken', () => {
    expect(passwordStrength('abc1')).toBe('weak');
    expect(passwordStrength('onlyletters')).toBe('weak');
    expect(passwordStrength('1234567890')).toBe('weak');
  });

  it('is fair at the bare rule, and grows with length and variety', () => {
    expect(passwordStrength('engines1')).toBe('fair');
    expect(passwordStrength('engines1843ab')).toBe('good');
    expect(passwordStrength('Engines1843!')).toBe('strong');
    expect(passwordStrength('analytical engine 1843 notes')).toBe('strong');
  });
});
