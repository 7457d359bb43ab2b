import { defaultFilter } from 'cmdk';

/** Latin accents and Arabic vowel marks: optional when typing, so a query may leave them out. */
const OPTIONAL_MARKS = /[\u0300-\u036f\u064b-\u065f\u0670]/g;

/**
 * Folds case, Latin accents and Arabic vowel marks, so "cafe" finds "Café" and an unvowelled
 * Arabic query finds a vowelled title. Other marks (Devanagari vowel signs, Japanese voicing)
 * change the word, so they stay; NFC puts Hangul and kana back together.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(OPTIONAL_MARKS, '').normalize('NFC').toLocaleLowerCase();
}

/**
 * cmdk's filter with folded text. Items carry an id as their value (two journeys may share a
 * title) and their words as keywords, so only the words are scored: a query never matches
 * letters of an id. 0 hides the item; higher ranks first.
 */
export function paletteFilter(_value: string, search: string, keywords: string[] = []): number {
  const [label = '', ...aliases] = keywords.map(foldForSearch);
  const query = foldForSearch(search.trim());
  if (query === '') return 1;
  return defaultFilter(label, query, aliases);
}
