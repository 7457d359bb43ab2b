import { describe, expect, it } from 'vitest';
import {
  confirmationCallback,
  confirmedEmailIn,
  isConfirmationArrival,
  withoutConfirmation,
} from '@/lib/auth/confirmation-link';

describe('confirmation link', () => {
  it('leads to onboarding, saying which address was confirmed', () => {
    expect(confirmationCallback('ada+1@example.com')).toBe(
      '/onboarding?confirmed=1&email=ada%2B1%40example.com',
    );
  });

  it('reads the confirmed address back from the login page’s redirectTo', () => {
    const redirectTo = confirmationCallback('ada+1@example.com');
    expect(confirmedEmailIn(redirectTo)).toBe('ada+1@example.com');
    expect(confirmedEmailIn('/onboarding')).toBeNull();
    expect(confirmedEmailIn(null)).toBeNull();
  });

  it('is no confirmation when the link failed (better-auth appends error=…)', () => {
    const failed = `${confirmationCallback('ada@example.com')}&error=TOKEN_EXPIRED`;
    expect(confirmedEmailIn(failed)).toBeNull();
    expect(isConfirmationArrival(new URLSearchParams('confirmed=1&error=INVALID_TOKEN'))).toBe(
      false,
    );
  });

  it('drops its markers once shown, keeping the rest of the query', () => {
    const rest = withoutConfirmation(new URLSearchParams('confirmed=1&email=a%40b.c&tab=2'));
    expect(rest.toString()).toBe('tab=2');
  });
});
