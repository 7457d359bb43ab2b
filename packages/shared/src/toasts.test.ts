import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, TOAST_DURATION_MS, toastsReducer, type Toast } from './toasts';

const add = (toasts: readonly Toast[], id: string) =>
  toastsReducer(toasts, { kind: 'add', toast: { id, type: 'info', message: `Message ${id}` } });

describe('toast durations', () => {
  it('keeps success 3 s, error 4 s and info 5 s', () => {
    expect(TOAST_DURATION_MS).toEqual({ success: 3000, error: 4000, info: 5000 });
  });
});

describe('toastsReducer', () => {
  it('adds a toast open, at the end', () => {
    const toasts = add(add([], 'a'), 'b');
    expect(toasts.map((toast) => [toast.id, toast.isOpen])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });

  it('keeps at most 20 toasts, dropping the oldest first', () => {
    let toasts: readonly Toast[] = [];
    for (let i = 1; i <= MAX_TOASTS + 1; i += 1) toasts = add(toasts, String(i));
    expect(MAX_TOASTS).toBe(20);
    expect(toasts).toHaveLength(20);
    expect(toasts[0]?.id).toBe('2');
    expect(toasts.at(-1)?.id).toBe('21');
  });

  it('dismisses a toast without removing it, then removes it', () => {
    const dismissed = toastsReducer(add(add([], 'a'), 'b'), { kind: 'dismiss', id: 'a' });
    expect(dismissed.map((toast) => [toast.id, toast.isOpen])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    const removed = toastsReducer(dismissed, { kind: 'remove', id: 'a' });
    expect(removed.map((toast) => toast.id)).toEqual(['b']);
  });

  it('leaves the list untouched for an unknown id', () => {
    const toasts = add([], 'a');
    expect(toastsReducer(toasts, { kind: 'dismiss', id: 'zz' })).toEqual(toasts);
    expect(toastsReducer(toasts, { kind: 'remove', id: 'zz' })).toEqual(toasts);
  });
});
