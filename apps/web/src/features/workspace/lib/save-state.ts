/**
 * The autosave of a journey's document as a pure state machine, so its rules can be tested
 * without timers or a server:
 * - edits mark the document dirty; a save sends it with the version it was based on;
 * - edits made while a save is in flight stay dirty and are sent after it;
 * - a stale save (409) stops all saving until the latest document is reloaded, so someone
 *   else's changes are never silently overwritten.
 */
export type SaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'error' | 'conflict';

export interface SaveState {
  status: SaveStatus;
  /** The server version the editor's content is based on. */
  version: number;
  /** True while the editor holds changes the server has not acknowledged. */
  hasUnsavedChanges: boolean;
}

export type SaveEvent =
  | { type: 'edited' }
  | { type: 'saveStarted' }
  | { type: 'saved'; version: number }
  | { type: 'failed' }
  | { type: 'conflicted' }
  | { type: 'reloaded'; version: number };

export const initialSaveState = (version: number): SaveState => ({
  status: 'idle',
  version,
  hasUnsavedChanges: false,
});

export function nextSaveState(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'edited':
      if (state.status === 'conflict' || state.status === 'saving') {
        return { ...state, hasUnsavedChanges: true };
      }
      return { ...state, status: 'dirty', hasUnsavedChanges: true };
    case 'saveStarted':
      return { ...state, status: 'saving', hasUnsavedChanges: false };
    case 'saved':
      return {
        status: state.hasUnsavedChanges ? 'dirty' : 'saved',
        version: event.version,
        hasUnsavedChanges: state.hasUnsavedChanges,
      };
    case 'failed':
      return { ...state, status: 'error', hasUnsavedChanges: true };
    case 'conflicted':
      return { ...state, status: 'conflict', hasUnsavedChanges: true };
    case 'reloaded':
      return initialSaveState(event.version);
  }
}

/** Whether a save may start now: something to send, nothing in flight, no unresolved conflict. */
export function canStartSave(state: SaveState): boolean {
  return state.hasUnsavedChanges && state.status !== 'saving' && state.status !== 'conflict';
}
