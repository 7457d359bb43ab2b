import { describe, expect, it } from 'vitest';
import { languageCodes } from '@waymark/shared/languages';
import { mailCatalogues } from '@/capabilities/mail/i18n';
import { en } from '@/capabilities/mail/locales/en';

type Leaf = { path: string; forms: Record<string, string> };

/** Every text of a catalogue by its path; a plural text is one leaf with its forms. */
function leaves(node: unknown, path = ''): Leaf[] {
  if (typeof node === 'string') return [{ path, forms: { text: node } }];
  const entries = Object.entries(node as Record<string, unknown>);
  if ('other' in (node as object) && entries.every(([, value]) => typeof value === 'string')) {
    return [{ path, forms: Object.fromEntries(entries) as Record<string, string> }];
  }
  return entries.flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

const placeholders = (text: string) =>
  new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));
const english = new Map(leaves(en).map((leaf) => [leaf.path, leaf]));

// Texts that read the same as in English: a pattern of values only, and a word French shares.
const sameAsEnglish = new Set(['notification.subjectOne', 'fr:duration.minutes']);

describe.each(languageCodes)('the %s mail catalogue', (language) => {
  const catalogue = leaves(mailCatalogues[language]);

  it('has exactly the English keys, none empty', () => {
    expect(catalogue.map((leaf) => leaf.path).sort()).toEqual([...english.keys()].sort());
    for (const leaf of catalogue) {
      for (const text of Object.values(leaf.forms)) expect(text.trim(), leaf.path).not.toBe('');
    }
  });

  it('uses only the placeholders the English text fills, and every one of a single text', () => {
    for (const leaf of catalogue) {
      const source = english.get(leaf.path);
      if (!source) continue;
      const allowed = new Set(Object.values(source.forms).flatMap((t) => [...placeholders(t)]));
      for (const [form, text] of Object.entries(leaf.forms)) {
        for (const name of placeholders(text)) {
          expect(allowed.has(name), `${leaf.path}.${form}: {{${name}}}`).toBe(true);
        }
        // A plural form may say the number in words ("ساعتين"); other texts keep every value.
        if (form === 'text') {
          for (const name of allowed) {
            expect(placeholders(text).has(name), `${leaf.path} lacks {{${name}}}`).toBe(true);
          }
        }
      }
    }
  });

  it('has every plural form the language’s rules choose for counts a mail can show', () => {
    const rules = new Intl.PluralRules(language);
    const needed = new Set(Array.from({ length: 100_001 }, (_, count) => rules.select(count)));
    for (const leaf of catalogue) {
      if (!english.get(leaf.path)?.forms.other) continue;
      for (const form of needed) expect(leaf.forms, `${leaf.path} (${form})`).toHaveProperty(form);
    }
  });

  // English is the original: every other catalogue is a translation of it.
  const isTranslation = language !== 'en';
  it(`is ${isTranslation ? 'translated, not copied from English' : 'the original'}`, () => {
    if (!isTranslation) return expect(catalogue.length).toBeGreaterThan(0);
    for (const leaf of catalogue) {
      if (sameAsEnglish.has(leaf.path) || sameAsEnglish.has(`${language}:${leaf.path}`)) continue;
      expect(leaf.forms, leaf.path).not.toEqual(english.get(leaf.path)?.forms);
    }
  });
});
