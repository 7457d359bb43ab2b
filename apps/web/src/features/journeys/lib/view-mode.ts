import { useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

export type ViewMode = 'grid' | 'list';

/** Grid or list, remembered on this device per list (journeys, projects). */
export function useViewMode(storageKey: string): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(() =>
    readStorage(storageKey) === 'list' ? 'list' : 'grid',
  );
  return [
    mode,
    (next) => {
      writeStorage(storageKey, next);
      setMode(next);
    },
  ];
}
