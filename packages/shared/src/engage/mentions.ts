import { usernameSchema } from '../auth';

/**
 * `@username` mentions in a comment (issue 16). A mention is an `@` that does not follow a
 * letter, digit or underscore (so `ada@example.com` is no mention), then a name by the
 * username rule (packages/shared/src/auth.ts): 3–30 lowercase letters, digits and
 * underscores, matched case-insensitively because people type `@Ada`. A longer run is no
 * mention at all rather than a cut-off one.
 */
const mentionPattern = /(?<![A-Za-z0-9_])@([A-Za-z0-9_]+)/g;

/** More than this many people in one comment are not told: a comment is not a mailing list. */
export const MENTIONS_PER_COMMENT_MAX = 10;

export type CommentSegment =
  { kind: 'text'; text: string } | { kind: 'mention'; text: string; username: string };

const asUsername = (name: string): string | null => {
  const lower = name.toLowerCase();
  return usernameSchema.safeParse(lower).success ? lower : null;
};

/** The text cut into plain runs and mentions, in order; joined back they are the text. */
export function splitMentions(text: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(mentionPattern)) {
    const username = asUsername(match[1] ?? '');
    if (username === null) continue;
    if (match.index > from) segments.push({ kind: 'text', text: text.slice(from, match.index) });
    segments.push({ kind: 'mention', text: match[0], username });
    from = match.index + match[0].length;
  }
  if (from < text.length) segments.push({ kind: 'text', text: text.slice(from) });
  return segments;
}

/** The distinct usernames a text mentions, first mention first, at most MENTIONS_PER_COMMENT_MAX. */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const segment of splitMentions(text)) {
    if (segment.kind === 'mention') names.add(segment.username);
  }
  return [...names].slice(0, MENTIONS_PER_COMMENT_MAX);
}

/**
 * The mention being typed at the caret, for suggestions: the `@name` run ending at `caret`
 * (the name may still be empty or short). Null when the caret is not in one.
 */
export function mentionAtCaret(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(?<![A-Za-z0-9_])@([A-Za-z0-9_]{0,30})$/.exec(before);
  if (!match) return null;
  return { start: match.index, query: (match[1] ?? '').toLowerCase() };
}
