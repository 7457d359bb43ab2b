import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  DARK_MODE_STORAGE_KEY,
  resolveTheme,
  serializeDarkMode,
  type Theme,
} from '@waymark/shared/theme';
import { readStorage, writeStorage } from '@/lib/storage';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key === DARK_MODE_STORAGE_KEY || event.key === null) notify();
}

/** Re-resolves on system changes (which only matter while nothing is stored) and other tabs. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
  media?.addEventListener('change', listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function getTheme(): Theme {
  return resolveTheme(readStorage(DARK_MODE_STORAGE_KEY), systemPrefersDark());
}

/** Stores the explicit choice; from then on the system preference no longer applies. */
export function setDarkMode(isDark: boolean): void {
  writeStorage(DARK_MODE_STORAGE_KEY, serializeDarkMode(isDark));
  notify();
}

export function applyThemeToDocument(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as const);
  const toggleTheme = useCallback(() => setDarkMode(theme !== 'dark'), [theme]);
  return { theme, toggleTheme };
}

/** Keeps the `dark` class on <html> in step with the resolved theme. */
export function useThemeOnDocument(): void {
  const { theme } = useTheme();
  useEffect(() => applyThemeToDocument(theme), [theme]);
}
