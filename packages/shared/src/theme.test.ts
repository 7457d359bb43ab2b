import { describe, expect, it } from 'vitest';
import { parseStoredDarkMode, resolveTheme, serializeDarkMode } from './theme';

describe('resolveTheme', () => {
  it('uses the stored preference whatever the system prefers', () => {
    expect(resolveTheme('true', false)).toBe('dark');
    expect(resolveTheme('false', true)).toBe('light');
  });

  it('follows the system preference while nothing is stored', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme(undefined, true)).toBe('dark');
  });

  it('treats an unreadable stored value as no preference', () => {
    expect(resolveTheme('yes', true)).toBe('dark');
    expect(resolveTheme('', false)).toBe('light');
  });
});

describe('stored darkMode values', () => {
  it('round-trips both choices', () => {
    expect(parseStoredDarkMode(serializeDarkMode(true))).toBe(true);
    expect(parseStoredDarkMode(serializeDarkMode(false))).toBe(false);
  });
});
