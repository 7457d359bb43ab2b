import { describe, expect, it } from 'vitest';
import { mentionAtCaret, mentionedUsernames, splitMentions } from './mentions';

describe('mentions', () => {
  it('finds usernames by the username rule, lowercased, first mention first, once each', () => {
    expect(mentionedUsernames('Thanks @ada and @Bob_2, and @ada again!')).toEqual(['ada', 'bob_2']);
  });

  it('ignores e-mail addresses, too short or too long names and a lone @', () => {
    expect(mentionedUsernames('mail ada@example.com, @ab, @ or @')).toEqual([]);
    expect(mentionedUsernames(`@${'a'.repeat(31)}`)).toEqual([]);
    expect(mentionedUsernames(`@${'a'.repeat(30)}`)).toEqual(['a'.repeat(30)]);
    expect(mentionedUsernames('@dash-ed')).toEqual(['dash']);
  });

  it('stops at ten people', () => {
    const text = Array.from({ length: 12 }, (_, i) => `@user_${i}`).join(' ');
    expect(mentionedUsernames(text)).toHaveLength(10);
  });

  it('cuts a text into segments that join back into it', () => {
    const text = '@ada: well done, see @bob.';
    const segments = splitMentions(text);
    expect(segments).toEqual([
      { kind: 'mention', text: '@ada', username: 'ada' },
      { kind: 'text', text: ': well done, see ' },
      { kind: 'mention', text: '@bob', username: 'bob' },
      { kind: 'text', text: '.' },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(splitMentions('')).toEqual([]);
    expect(splitMentions('no mentions')).toEqual([{ kind: 'text', text: 'no mentions' }]);
  });

  it('knows the mention being typed at the caret', () => {
    expect(mentionAtCaret('hello @Ad', 9)).toEqual({ start: 6, query: 'ad' });
    expect(mentionAtCaret('hello @', 7)).toEqual({ start: 6, query: '' });
    expect(mentionAtCaret('hello @ada there', 16)).toBeNull();
    expect(mentionAtCaret('ada@exa', 7)).toBeNull();
  });
});
