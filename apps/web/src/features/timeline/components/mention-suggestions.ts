import { mentionAtCaret } from '@waymark/shared/engage/mentions';
import type { ProfileCard } from '@waymark/shared/social/contracts';

export const SUGGESTIONS_MAX = 6;

/** People whose username starts with, or whose name contains, what follows the `@`. */
export function suggestPeople(people: readonly ProfileCard[], query: string): ProfileCard[] {
  const wanted = query.toLowerCase();
  const starts = people.filter((person) => person.username?.startsWith(wanted));
  const named = people.filter(
    (person) => !starts.includes(person) && (person.fullName ?? '').toLowerCase().includes(wanted),
  );
  return [...starts, ...named].slice(0, SUGGESTIONS_MAX);
}

/**
 * The text with the mention typed at `caret` completed to `@username ` and where the caret
 * goes then; null when the caret is in no mention.
 */
export function completeMention(
  text: string,
  caret: number,
  username: string,
): { text: string; caret: number } | null {
  const typing = mentionAtCaret(text, caret);
  if (!typing) return null;
  const inserted = `@${username} `;
  const after = text.slice(caret).replace(/^[A-Za-z0-9_]*\s?/, '');
  return {
    text: text.slice(0, typing.start) + inserted + after,
    caret: typing.start + inserted.length,
  };
}
