import { describe, expect, it } from 'vitest';
import { keySequenceShortcuts, nextSequenceStep } from '@/features/command-palette/lib/shortcuts';

describe('nextSequenceStep', () => {
  it('waits after g and runs the screen the second key names', () => {
    expect(nextSequenceStep([], 'g')).toEqual({ kind: 'wait', pending: ['g'] });
    expect(nextSequenceStep(['g'], 'd')).toEqual({ kind: 'run', action: 'goDashboard' });
    expect(nextSequenceStep(['g'], 'j')).toEqual({ kind: 'run', action: 'goJourneys' });
    expect(nextSequenceStep(['g'], 'p')).toEqual({ kind: 'run', action: 'goProjects' });
    expect(nextSequenceStep(['g'], 's')).toEqual({ kind: 'run', action: 'goSettings' });
  });

  it('runs single keys at once', () => {
    expect(nextSequenceStep([], 'c')).toEqual({ kind: 'run', action: 'createJourney' });
    expect(nextSequenceStep([], '/')).toEqual({ kind: 'run', action: 'focusSearch' });
    expect(nextSequenceStep([], '?')).toEqual({ kind: 'run', action: 'showHelp' });
  });

  it('starts over with a key that continues nothing', () => {
    expect(nextSequenceStep(['g'], 'c')).toEqual({ kind: 'run', action: 'createJourney' });
    expect(nextSequenceStep(['g'], 'x')).toEqual({ kind: 'none' });
    expect(nextSequenceStep([], 'd')).toEqual({ kind: 'none' });
    expect(nextSequenceStep(['g'], 'g')).toEqual({ kind: 'wait', pending: ['g'] });
  });

  it('reaches every listed shortcut by typing its keys', () => {
    for (const shortcut of keySequenceShortcuts) {
      let pending: readonly string[] = [];
      let last = nextSequenceStep(pending, shortcut.keys[0]!);
      for (const key of shortcut.keys.slice(1)) {
        expect(last.kind).toBe('wait');
        if (last.kind === 'wait') pending = last.pending;
        last = nextSequenceStep(pending, key);
      }
      expect(last).toEqual({ kind: 'run', action: shortcut.action });
    }
  });

  it('has no two shortcuts on the same keys', () => {
    const spelled = keySequenceShortcuts.map((shortcut) => shortcut.keys.join(' '));
    expect(new Set(spelled).size).toBe(spelled.length);
  });
});
