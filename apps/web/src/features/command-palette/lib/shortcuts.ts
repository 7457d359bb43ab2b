import type { TFunction } from 'i18next';

export type ShortcutAction =
  | 'openPalette'
  | 'goDashboard'
  | 'goJourneys'
  | 'goProjects'
  | 'goWorkspace'
  | 'goSettings'
  | 'createJourney'
  | 'focusSearch'
  | 'showHelp';

export interface KeySequenceShortcut {
  action: ShortcutAction;
  /** Keys pressed one after the other, as `shortcutKeyOf` names them. */
  keys: readonly string[];
  /** A function rather than a key, so the key extractor sees every label. */
  label: (t: TFunction) => string;
}

/**
 * Every single-key shortcut, in the order the `?` dialog lists them. The handler and the
 * dialog both read this list, so a shortcut cannot work without being listed, or the reverse.
 */
export const keySequenceShortcuts: readonly KeySequenceShortcut[] = [
  {
    action: 'goDashboard',
    keys: ['g', 'd'],
    label: (t) => t('shortcuts.goDashboard', { ns: 'palette' }),
  },
  {
    action: 'goJourneys',
    keys: ['g', 'j'],
    label: (t) => t('shortcuts.goJourneys', { ns: 'palette' }),
  },
  {
    action: 'goProjects',
    keys: ['g', 'p'],
    label: (t) => t('shortcuts.goProjects', { ns: 'palette' }),
  },
  {
    action: 'goWorkspace',
    keys: ['g', 'w'],
    label: (t) => t('shortcuts.goWorkspace', { ns: 'palette' }),
  },
  {
    action: 'goSettings',
    keys: ['g', 's'],
    label: (t) => t('shortcuts.goSettings', { ns: 'palette' }),
  },
  {
    action: 'createJourney',
    keys: ['c'],
    label: (t) => t('shortcuts.createJourney', { ns: 'palette' }),
  },
  {
    action: 'focusSearch',
    keys: ['/'],
    label: (t) => t('shortcuts.focusSearch', { ns: 'palette' }),
  },
  { action: 'showHelp', keys: ['?'], label: (t) => t('shortcuts.showHelp', { ns: 'palette' }) },
];

/** What a key does after the keys already pressed: run an action, wait for more, or nothing. */
export type SequenceStep =
  | { kind: 'run'; action: ShortcutAction }
  | { kind: 'wait'; pending: readonly string[] }
  | { kind: 'none' };

/**
 * Matches `pending` + `key` against the shortcuts. A key that continues no sequence starts
 * over on its own, so `g x c` still creates a journey.
 */
export function nextSequenceStep(
  pending: readonly string[],
  key: string,
  shortcuts: readonly KeySequenceShortcut[] = keySequenceShortcuts,
): SequenceStep {
  for (const typed of [[...pending, key], [key]]) {
    const exact = shortcuts.find((shortcut) => sameKeys(shortcut.keys, typed));
    if (exact) return { kind: 'run', action: exact.action };
    if (shortcuts.some((shortcut) => startsWith(shortcut.keys, typed))) {
      return { kind: 'wait', pending: typed };
    }
    if (pending.length === 0) break;
  }
  return { kind: 'none' };
}

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((key, index) => key === b[index]);
}

function startsWith(keys: readonly string[], prefix: readonly string[]): boolean {
  return keys.length > prefix.length && prefix.every((key, index) => key === keys[index]);
}
