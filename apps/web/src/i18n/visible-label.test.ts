// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@waymark/shared/languages';

/**
 * A button that shows a word and is named for a screen reader by a longer text ("Undo" named
 * "Undo today's check-in: Welsh") must start its name with the word shown (WCAG 2.5.3, axe's
 * label-content-name-mismatch): a person who says "click Undo" to voice control reaches it.
 * Verb-final languages put the verb last in a sentence, so their names read "Undo: …".
 * The pairs are read from the source, `label={t('a')} ariaLabel={t('b', …)}`.
 */
const source = fileURLToPath(new URL('../', import.meta.url));
const locales = path.join(source, 'i18n/locales');

function tsxFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

const pairPattern = /label=\{t\('([^']+)'\)\}\s*ariaLabel=\{t\('([^']+)'/g;
const pairs = tsxFiles(source).flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  const namespace = /useTranslation\('([^']+)'\)/.exec(text)?.[1] ?? 'translation';
  return [...text.matchAll(pairPattern)].map(([, shown, named]) => ({
    file: path.relative(source, file),
    namespace,
    shown: shown!,
    named: named!,
  }));
});

function textOf(language: string, namespace: string, key: string): string | undefined {
  const tree = JSON.parse(
    readFileSync(path.join(locales, language, `${namespace}.json`), 'utf8'),
  ) as Record<string, unknown>;
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  return typeof value === 'string' ? value : undefined;
}

describe('buttons named for screen readers', () => {
  it('are found in the source', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(8);
  });

  it.each(languageCodes)('start their name with the text they show (%s)', (language) => {
    const mismatches = pairs.flatMap(({ file, namespace, shown, named }) => {
      const word = textOf(language, namespace, shown);
      const name = textOf(language, namespace, named);
      if (word === undefined || name === undefined)
        return [`${file}: ${shown} or ${named} missing`];
      return name.toLocaleLowerCase(language).startsWith(word.toLocaleLowerCase(language))
        ? []
        : [`${file}: "${word}" → "${name}"`];
    });
    expect(mismatches).toEqual([]);
  });
});
