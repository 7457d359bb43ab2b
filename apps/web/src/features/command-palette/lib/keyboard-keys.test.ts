import { describe, expect, it } from 'vitest';
import {
  isApplePlatform,
  isPaletteChord,
  isTypingTarget,
  shortcutKeyOf,
  type KeyPress,
} from '@/features/command-palette/lib/keyboard-keys';

const press = (fields: Partial<KeyPress>): KeyPress => ({
  key: '',
  code: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...fields,
});

function element(html: string, selector: string): Element {
  document.body.innerHTML = html;
  return document.querySelector(selector)!;
}

describe('isTypingTarget', () => {
  it.each([
    ['a text field', '<input type="text" id="t">'],
    ['a search field', '<input type="search" id="t">'],
    ['an e-mail field', '<input type="email" id="t">'],
    ['a textarea', '<textarea id="t"></textarea>'],
    ['a select', '<select id="t"><option>a</option></select>'],
    ['the block editor', '<div contenteditable="true" id="t"></div>'],
    ['a paragraph inside the block editor', '<div contenteditable><p id="t">x</p></div>'],
  ])('is true in %s', (_name, html) => {
    expect(isTypingTarget(element(html, '#t'))).toBe(true);
  });

  it.each([
    ['the page body', '<p id="t">x</p>'],
    ['a button', '<button id="t">Go</button>'],
    ['a checkbox (a ticked step)', '<input type="checkbox" id="t">'],
    ['a read-only island in the editor', '<div contenteditable="false" id="t"></div>'],
  ])('is false on %s', (_name, html) => {
    expect(isTypingTarget(element(html, '#t'))).toBe(false);
  });

  it('is false without an element', () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(window)).toBe(false);
  });
});

describe('shortcutKeyOf', () => {
  it('names letters in lower case and keeps ? and /', () => {
    expect(shortcutKeyOf(press({ key: 'g', code: 'KeyG' }))).toBe('g');
    expect(shortcutKeyOf(press({ key: 'G', code: 'KeyG', shiftKey: true }))).toBe('g');
    expect(shortcutKeyOf(press({ key: '?', code: 'Slash', shiftKey: true }))).toBe('?');
    expect(shortcutKeyOf(press({ key: '/', code: 'Slash' }))).toBe('/');
  });

  it('reads the physical key on Arabic and Russian layouts', () => {
    expect(shortcutKeyOf(press({ key: 'ل', code: 'KeyG' }))).toBe('g');
    expect(shortcutKeyOf(press({ key: 'п', code: 'KeyG' }))).toBe('g');
    expect(shortcutKeyOf(press({ key: 'ظ', code: 'Slash' }))).toBe('/');
  });

  it('ignores chords the browser or the system owns, and composition', () => {
    expect(shortcutKeyOf(press({ key: 'd', code: 'KeyD', ctrlKey: true }))).toBeNull();
    expect(shortcutKeyOf(press({ key: 'd', code: 'KeyD', metaKey: true }))).toBeNull();
    expect(shortcutKeyOf(press({ key: 'd', code: 'KeyD', altKey: true }))).toBeNull();
    expect(shortcutKeyOf(press({ key: 'g', code: 'KeyG', isComposing: true }))).toBeNull();
  });

  it('ignores keys that are no shortcut', () => {
    expect(shortcutKeyOf(press({ key: 'Enter', code: 'Enter' }))).toBeNull();
    expect(shortcutKeyOf(press({ key: 'Shift', code: 'ShiftLeft', shiftKey: true }))).toBeNull();
  });
});

describe('isPaletteChord', () => {
  it('is Ctrl+K on Windows and Linux, ⌘K on Apple keyboards', () => {
    expect(isPaletteChord(press({ key: 'k', code: 'KeyK', ctrlKey: true }), false)).toBe(true);
    expect(isPaletteChord(press({ key: 'k', code: 'KeyK', metaKey: true }), false)).toBe(false);
    expect(isPaletteChord(press({ key: 'k', code: 'KeyK', metaKey: true }), true)).toBe(true);
    expect(isPaletteChord(press({ key: 'k', code: 'KeyK', ctrlKey: true }), true)).toBe(false);
  });

  it('works on any layout and refuses other chords with K', () => {
    expect(isPaletteChord(press({ key: 'ن', code: 'KeyK', ctrlKey: true }), false)).toBe(true);
    const shifted = press({ key: 'K', code: 'KeyK', ctrlKey: true, shiftKey: true });
    expect(isPaletteChord(shifted, false)).toBe(false);
    expect(isPaletteChord(press({ key: 'k', code: 'KeyK' }), false)).toBe(false);
  });
});

describe('isApplePlatform', () => {
  it('tells Apple devices from the others', () => {
    expect(isApplePlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'iPhone', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'Win32', userAgent: '' })).toBe(false);
    expect(isApplePlatform({ platform: 'Linux x86_64', userAgent: '' })).toBe(false);
  });
});
