/**
 * Pure keyboard rules of the shortcuts: which element is someone typing in, which key a press
 * names whatever the keyboard layout, and which chord opens the palette on this platform.
 */

/** The subset of KeyboardEvent the rules read, so tests can pass plain objects. */
export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  isComposing?: boolean;
}

const TYPING_INPUT_TYPES = new Set([
  'text',
  'search',
  'email',
  'password',
  'number',
  'tel',
  'url',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

/**
 * True inside a text field, a select or anything contenteditable (the block editor): a letter
 * typed there is text, never a command. Checkboxes and buttons are not typing targets, so `g j`
 * still works after ticking a step.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return TYPING_INPUT_TYPES.has(target.type);
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  // jsdom does not compute isContentEditable; the attribute on an ancestor decides there too.
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null;
}

/**
 * The key a single-key shortcut means, lower-case, or null for a chord the browser or the
 * system owns (Ctrl, ⌘ or Alt held). On an Arabic or Russian layout the `g` key types `ل` or
 * `п`: its physical code still names the Latin letter, so shortcuts work on every layout.
 */
export function shortcutKeyOf(press: KeyPress): string | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.isComposing) return null;
  if (press.key === '?' || press.key === '/') return press.key;
  if (/^[a-z]$/i.test(press.key)) return press.key.toLowerCase();
  const letter = /^Key([A-Z])$/.exec(press.code);
  if (letter?.[1]) return letter[1].toLowerCase();
  if (press.code === 'Slash') return press.shiftKey ? '?' : '/';
  return null;
}

/** Apple keyboards open the palette with ⌘K, the others with Ctrl+K. */
export function isApplePlatform(
  nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator,
): boolean {
  return /mac|iphone|ipad|ipod/i.test(nav.platform || nav.userAgent);
}

/** ⌘K on Apple platforms, Ctrl+K elsewhere, with no other modifier; any layout (by code). */
export function isPaletteChord(press: KeyPress, isApple: boolean): boolean {
  const isModifierRight = isApple
    ? press.metaKey && !press.ctrlKey
    : press.ctrlKey && !press.metaKey;
  const isK = press.key.toLowerCase() === 'k' || press.code === 'KeyK';
  return isModifierRight && !press.altKey && !press.shiftKey && isK;
}
