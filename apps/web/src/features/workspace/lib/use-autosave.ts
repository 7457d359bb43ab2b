import { useCallback, useEffect, useRef, useState } from 'react';
import {
  canStartSave,
  initialSaveState,
  nextSaveState,
  type SaveEvent,
  type SaveState,
} from '@/features/workspace/lib/save-state';
import { ApiError } from '@/lib/api-client';

export const AUTOSAVE_DELAY_MS = 800;

interface AutosaveOptions<Doc> {
  /** The server version of the document the editor starts from. */
  version: number;
  /** Sends the document; answers the new version. A 409 ApiError means it was stale. */
  save: (document: Doc, baseVersion: number) => Promise<number>;
  /** Best-effort save when the page goes away (a keepalive request nobody waits for). */
  saveOnLeave?: (document: Doc, baseVersion: number) => void;
  delayMs?: number;
}

export interface Autosave<Doc> {
  state: SaveState;
  change: (document: Doc) => void;
  /** Saves now instead of waiting for the pause (also the "Retry" after an error). */
  flush: () => void;
  /** After a conflict: the editor now shows the server's document at this version. */
  reloaded: (version: number) => void;
}

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Debounced saving of a document with optimistic concurrency (see save-state.ts). */
export function useAutosave<Doc>({
  version,
  save,
  saveOnLeave,
  delayMs = AUTOSAVE_DELAY_MS,
}: AutosaveOptions<Doc>): Autosave<Doc> {
  const [state, setState] = useState(() => initialSaveState(version));
  const stateRef = useRef(state);
  const documentRef = useRef<Doc | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  const leaveRef = useRef(saveOnLeave);
  useEffect(() => {
    saveRef.current = save;
    leaveRef.current = saveOnLeave;
  }, [save, saveOnLeave]);

  const dispatch = useCallback((event: SaveEvent) => {
    stateRef.current = nextSaveState(stateRef.current, event);
    setState(stateRef.current);
  }, []);

  const runSave = useCallback(async (): Promise<void> => {
    clearTimeout(timerRef.current);
    // Typing during a save leaves the document dirty: keep sending until the server has it all.
    while (documentRef.current !== null && canStartSave(stateRef.current)) {
      const document = documentRef.current;
      const baseVersion = stateRef.current.version;
      dispatch({ type: 'saveStarted' });
      try {
        dispatch({ type: 'saved', version: await saveRef.current(document, baseVersion) });
      } catch (error) {
        dispatch(isConflict(error) ? { type: 'conflicted' } : { type: 'failed' });
        return;
      }
    }
  }, [dispatch]);

  const change = useCallback(
    (document: Doc) => {
      documentRef.current = document;
      dispatch({ type: 'edited' });
      if (stateRef.current.status === 'conflict') return;
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => void runSave(), delayMs);
    },
    [delayMs, dispatch, runSave],
  );

  const flush = useCallback(() => void runSave(), [runSave]);

  const reloaded = useCallback(
    (newVersion: number) => {
      clearTimeout(timerRef.current);
      documentRef.current = null;
      dispatch({ type: 'reloaded', version: newVersion });
    },
    [dispatch],
  );

  // Leaving the page or the route with unsaved work: send it without waiting for the answer.
  useEffect(() => {
    const leave = () => {
      const current = stateRef.current;
      const document = documentRef.current;
      if (document === null || !canStartSave(current)) return;
      clearTimeout(timerRef.current);
      leaveRef.current?.(document, current.version);
      // Sent once: a later pagehide after beforeunload must not repeat it.
      documentRef.current = null;
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, []);

  return { state, change, flush, reloaded };
}
