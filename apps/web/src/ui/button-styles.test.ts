import { describe, expect, it } from 'vitest';
import { buttonClasses } from '@/ui/button-styles';

describe('buttonClasses', () => {
  it('greys out disabled primary and secondary buttons instead of only fading them', () => {
    // Faded brand colour still reads as an enabled primary button (issue: the first hour).
    expect(buttonClasses('primary')).toMatch(/\bdisabled:bg-line\b/);
    expect(buttonClasses('primary')).toMatch(/\bdisabled:text-muted\b/);
    expect(buttonClasses('secondary')).toMatch(/\bdisabled:text-muted\b/);
    expect(buttonClasses('primary')).not.toMatch(/\bdisabled:opacity-60\b/);
  });
});
