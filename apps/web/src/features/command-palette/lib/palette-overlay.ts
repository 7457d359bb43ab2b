import { useSyncExternalStore } from 'react';

/** Which of the feature's two dialogs is open: the palette, the shortcut list, or neither. */
export type PaletteOverlay = 'closed' | 'palette' | 'help';

// The header button and the keyboard handler live in different parts of the layout; one small
// store lets both open the same dialog without lifting state into the app shell.
let overlay: PaletteOverlay = 'closed';
const listeners = new Set<() => void>();

export function getPaletteOverlay(): PaletteOverlay {
  return overlay;
}

export function setPaletteOverlay(next: PaletteOverlay): void {
  if (next === overlay) return;
  overlay = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePaletteOverlay(): PaletteOverlay {
  return useSyncExternalStore(subscribe, getPaletteOverlay, () => 'closed' as const);
}
