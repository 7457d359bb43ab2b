import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeToggle } from '@/app/layouts/theme-toggle';
import { useThemeOnDocument } from '@/lib/theme';
import { installMatchMedia } from '@/test/match-media';

function ThemedApp() {
  useThemeOnDocument();
  return <ThemeToggle />;
}

const isDocumentDark = () => document.documentElement.classList.contains('dark');

describe('theme', () => {
  it('follows the system preference while nothing is stored, live', () => {
    const system = installMatchMedia({ prefersDark: true });
    render(<ThemedApp />);
    expect(isDocumentDark()).toBe(true);
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();

    act(() => system.setPrefersDark(false));
    expect(isDocumentDark()).toBe(false);
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('uses the stored darkMode over the system preference', () => {
    window.localStorage.setItem('darkMode', 'false');
    installMatchMedia({ prefersDark: true });
    render(<ThemedApp />);
    expect(isDocumentDark()).toBe(false);
  });

  it('stops following the system once a choice is stored', async () => {
    const system = installMatchMedia({ prefersDark: false });
    render(<ThemedApp />);

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(isDocumentDark()).toBe(true);

    act(() => system.setPrefersDark(false));
    expect(isDocumentDark()).toBe(true);
  });

  it('toggles back to light and stores it', async () => {
    window.localStorage.setItem('darkMode', 'true');
    render(<ThemedApp />);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(window.localStorage.getItem('darkMode')).toBe('false');
    expect(isDocumentDark()).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe('light');
  });
});
