import { describe, expect, it } from 'vitest';
import {
  checkSandboxCard,
  formatCardNumber,
  formatExpiry,
} from '@/features/billing/lib/sandbox-card';

const now = new Date('2026-11-22T12:00:00Z');
const valid = { number: '4242 4242 4242 4242', expiry: '04 / 30', cvc: '123' };

describe('the sandbox card check', () => {
  it('keeps brand, last four, expiry and test behaviour, never the number or the CVC', () => {
    const result = checkSandboxCard(valid, now);
    expect(result).toEqual({
      ok: true,
      card: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030, testCard: 'succeeds' },
    });
    expect(JSON.stringify(result)).not.toContain('4242424242424242');
    expect(JSON.stringify(result)).not.toContain('123');
  });

  it('knows the declined and authentication test cards', () => {
    const declined = checkSandboxCard({ ...valid, number: '4000 0000 0000 0002' }, now);
    expect(declined.ok && declined.card.testCard).toBe('declined');
    const threeDs = checkSandboxCard({ ...valid, number: '4000002500003155' }, now);
    expect(threeDs.ok && threeDs.card.testCard).toBe('requires_authentication');
  });

  it('names every field that is wrong', () => {
    expect(checkSandboxCard({ number: '', expiry: '13/30', cvc: '1' }, now)).toEqual({
      ok: false,
      errors: { number: 'numberRequired', expiry: 'expiryInvalid', cvc: 'cvcInvalid' },
    });
    expect(checkSandboxCard({ ...valid, number: '4242 4242 4242 4241' }, now)).toEqual({
      ok: false,
      errors: { number: 'numberInvalid' },
    });
    expect(checkSandboxCard({ ...valid, expiry: '10/26' }, now)).toEqual({
      ok: false,
      errors: { expiry: 'expiryPast' },
    });
  });

  it('accepts a card through the last day of its expiry month', () => {
    expect(checkSandboxCard({ ...valid, expiry: '11/26' }, now).ok).toBe(true);
  });
});

describe('card input formatting', () => {
  it('groups the number in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242-4242x4242 42424')).toBe('4242 4242 4242 4242 4');
  });

  it('writes the expiry as MM / YY', () => {
    expect(formatExpiry('0430')).toBe('04 / 30');
    expect(formatExpiry('04')).toBe('04');
  });
});
