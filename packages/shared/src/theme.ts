/** localStorage key holding the explicit choice, 'true' (dark) or 'false' (light), spec §9. */
export const DARK_MODE_STORAGE_KEY = 'darkMode';

export type Theme = 'light' | 'dark';

/** Reads the stored preference; anything but 'true' or 'false' counts as no preference. */
export function parseStoredDarkMode(stored: string | null | undefined): boolean | null {
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return null;
}

export function serializeDarkMode(isDark: boolean): string {
  return isDark ? 'true' : 'false';
}

/**
 * A stored preference always wins; the system preference decides only while nothing
 * (valid) is stored, which is what makes it "followed live" until the user chooses.
 */
export function resolveTheme(stored: string | null | undefined, systemPrefersDark: boolean): Theme {
  const isDark = parseStoredDarkMode(stored) ?? systemPrefersDark;
  return isDark ? 'dark' : 'light';
}
