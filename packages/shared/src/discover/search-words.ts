/** Words longer than this are cut: nobody types them, and each costs the index a lookup. */
const WORD_MAX = 40;
/** More words than this add nothing to a title search but work. */
const WORDS_MAX = 8;

/**
 * The words of a search, as full-text search sees them: letters and digits in any script,
 * lower-cased; everything else (punctuation, tsquery syntax such as `&|!:*()`) separates
 * words and never reaches the query parser.
 */
export function searchWords(text: string): string[] {
  const words = text.toLocaleLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  return words.slice(0, WORDS_MAX).map((word) => word.slice(0, WORD_MAX));
}

/**
 * A prefix query for `to_tsquery('simple', …)`: every word must start a word of the
 * document, so "learn spa" finds "Learn Spanish" while it is being typed. Null when the text
 * holds no word at all (only trigram similarity can then match).
 */
export function prefixTsQuery(text: string): string | null {
  const words = searchWords(text);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}
