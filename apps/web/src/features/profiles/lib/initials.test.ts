import { describe, expect, it } from 'vitest';
import { initials } from '@/features/profiles/lib/initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Ada King Lovelace', 'ada')).toBe('AL');
  });

  it('falls back to the username, then to a question mark', () => {
    expect(initials(null, 'grace')).toBe('G');
    expect(initials('  ', null)).toBe('?');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initials('𝒜da Lovelace', null)).toBe('𝒜L');
  });
});
