import { describe, expect, it } from 'vitest';
import {
  canStartSave,
  initialSaveState,
  nextSaveState,
  type SaveEvent,
  type SaveState,
} from '@/features/workspace/lib/save-state';

const run = (events: SaveEvent[], from: SaveState = initialSaveState(3)) =>
  events.reduce(nextSaveState, from);

describe('the autosave state machine', () => {
  it('starts clean at the loaded version, with nothing to save', () => {
    expect(initialSaveState(3)).toEqual({ status: 'idle', version: 3, hasUnsavedChanges: false });
    expect(canStartSave(initialSaveState(3))).toBe(false);
  });

  it('goes dirty → saving → saved and adopts the server version', () => {
    const dirty = run([{ type: 'edited' }]);
    expect(dirty.status).toBe('dirty');
    expect(canStartSave(dirty)).toBe(true);
    const saving = nextSaveState(dirty, { type: 'saveStarted' });
    expect(saving).toMatchObject({ status: 'saving', hasUnsavedChanges: false });
    expect(canStartSave(saving)).toBe(false);
    expect(nextSaveState(saving, { type: 'saved', version: 4 })).toEqual({
      status: 'saved',
      version: 4,
      hasUnsavedChanges: false,
    });
  });

  it('keeps edits made during a save for the next one', () => {
    const state = run([
      { type: 'edited' },
      { type: 'saveStarted' },
      { type: 'edited' },
      { type: 'saved', version: 4 },
    ]);
    expect(state).toEqual({ status: 'dirty', version: 4, hasUnsavedChanges: true });
    expect(canStartSave(state)).toBe(true);
  });

  it('keeps the work after a failed save so it can be retried', () => {
    const state = run([{ type: 'edited' }, { type: 'saveStarted' }, { type: 'failed' }]);
    expect(state).toEqual({ status: 'error', version: 3, hasUnsavedChanges: true });
    expect(canStartSave(state)).toBe(true);
  });

  it('stops saving after a conflict, whatever is typed, until the document is reloaded', () => {
    const conflict = run([
      { type: 'edited' },
      { type: 'saveStarted' },
      { type: 'conflicted' },
      { type: 'edited' },
    ]);
    expect(conflict).toMatchObject({ status: 'conflict', version: 3 });
    expect(canStartSave(conflict)).toBe(false);
    const reloaded = nextSaveState(conflict, { type: 'reloaded', version: 7 });
    expect(reloaded).toEqual({ status: 'idle', version: 7, hasUnsavedChanges: false });
  });
});
