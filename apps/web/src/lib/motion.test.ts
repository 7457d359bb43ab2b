import { afterEach, describe, expect, it } from 'vitest';
import { applyReducedMotion, REDUCE_MOTION_STORAGE_KEY } from '@/lib/motion';

describe('applyReducedMotion', () => {
  afterEach(() => applyReducedMotion(false));

  it('marks the document and remembers the choice on this device', () => {
    applyReducedMotion(true);
    expect(document.documentElement).toHaveClass('reduce-motion');
    expect(window.localStorage.getItem(REDUCE_MOTION_STORAGE_KEY)).toBe('true');
  });

  it('lets motion back and forgets the choice when turned off', () => {
    applyReducedMotion(true);
    applyReducedMotion(false);
    expect(document.documentElement).not.toHaveClass('reduce-motion');
    expect(window.localStorage.getItem(REDUCE_MOTION_STORAGE_KEY)).toBeNull();
  });
});
