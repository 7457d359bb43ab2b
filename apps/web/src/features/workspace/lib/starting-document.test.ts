import { describe, expect, it } from 'vitest';
import { startingContent } from '@/features/workspace/lib/starting-document';

const empty = { type: 'doc' as const, content: [] };
const written = {
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Hi' }] }],
};

describe('startingContent', () => {
  it("starts a never-written document with the journey's steps as step blocks, in order", () => {
    expect(startingContent({ document: empty, version: 0 }, ['s1', 's2'])).toEqual({
      type: 'doc',
      content: [
        { type: 'stepBlock', attrs: { stepId: 's1' } },
        { type: 'stepBlock', attrs: { stepId: 's2' } },
        { type: 'paragraph' },
      ],
    });
  });

  it('keeps a saved document that was cleared empty (the steps are not put back)', () => {
    expect(startingContent({ document: empty, version: 3 }, ['s1'])).toBeNull();
  });

  it('shows saved content as it is', () => {
    expect(startingContent({ document: written, version: 1 }, ['s1'])).toBe(written);
  });

  it('leaves a never-written document of a journey without steps to the editor', () => {
    expect(startingContent({ document: empty, version: 0 }, [])).toBeNull();
  });
});
