import { describe, expect, it } from 'vitest';
import { completeMention, suggestPeople } from '@/features/timeline/components/mention-suggestions';

const person = (username: string, fullName: string) => ({
  id: username,
  username,
  fullName,
  avatarUrl: null,
});

describe('mention suggestions', () => {
  const people = [
    person('bob', 'Robert Ada'),
    person('ada', 'Ada Lovelace'),
    person('adam', 'Adam'),
  ];

  it('puts usernames that start with the query first, then names that contain it', () => {
    expect(suggestPeople(people, 'ad').map((p) => p.username)).toEqual(['ada', 'adam', 'bob']);
    expect(suggestPeople(people, '').map((p) => p.username)).toEqual(['bob', 'ada', 'adam']);
    expect(suggestPeople(people, 'zz')).toEqual([]);
  });

  it('completes the mention at the caret and puts the caret after it', () => {
    expect(completeMention('Well done @ad', 13, 'ada')).toEqual({
      text: 'Well done @ada ',
      caret: 15,
    });
    // In the middle of the text: the rest of the word typed is replaced, the rest kept.
    expect(completeMention('@bo and more', 3, 'bob')).toEqual({ text: '@bob and more', caret: 5 });
    expect(completeMention('no mention', 4, 'ada')).toBeNull();
  });
});
