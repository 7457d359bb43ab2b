import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Capabilities stand on one another without a circle (lint keeps features out; this keeps the
// order): a circle would mean neither can change or load without the other.
const root = new URL('./', import.meta.url);
const capabilities = readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function usesOf(capability: string): Set<string> {
  const files = readdirSync(new URL(`${capability}/`, root), { recursive: true, encoding: 'utf8' });
  const uses = new Set<string>();
  for (const file of files) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const source = readFileSync(new URL(`${capability}/${file}`, root), 'utf8');
    for (const [, used] of source.matchAll(/['"]@\/capabilities\/([a-z0-9-]+)\//g)) {
      if (used && used !== capability) uses.add(used);
    }
  }
  return uses;
}

describe('capabilities', () => {
  it('import one another without a circle', () => {
    const uses = new Map(capabilities.map((name) => [name, usesOf(name)]));
    const done = new Set<string>();
    const circles: string[] = [];
    const visit = (name: string, path: string[]) => {
      if (path.includes(name)) return circles.push([...path, name].join(' → '));
      if (done.has(name)) return;
      for (const used of uses.get(name) ?? []) visit(used, [...path, name]);
      done.add(name);
    };
    for (const name of capabilities) visit(name, []);
    expect(circles).toEqual([]);
  });
});
