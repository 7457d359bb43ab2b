/** jsdom has no matchMedia: a controllable stand-in for `prefers-color-scheme`. */
export interface MatchMediaControl {
  setPrefersDark(prefersDark: boolean): void;
}

export function installMatchMedia({ prefersDark }: { prefersDark: boolean }): MatchMediaControl {
  let matches = prefersDark;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();

  window.matchMedia = (query: string) => {
    const isDarkQuery = query.includes('prefers-color-scheme: dark');
    return {
      get matches() {
        return isDarkQuery && matches;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };

  return {
    setPrefersDark(next) {
      matches = next;
      const event = { matches: next, media: '(prefers-color-scheme: dark)' } as MediaQueryListEvent;
      for (const listener of [...listeners]) listener(event);
    },
  };
}
