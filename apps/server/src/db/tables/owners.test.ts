import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Each table file names the one folder whose queries write its tables; others only read them
// (or write through that folder's functions).
const tablesDir = new URL('./', import.meta.url);
const srcDir = new URL('../../', import.meta.url);
const tableFiles = readdirSync(tablesDir).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);
const ownerLine = /^\/\/ Owner: ((?:features|capabilities)\/[a-z0-9-]+)\n/;

describe('table files', () => {
  it.each(tableFiles)('%s starts by naming an owner folder that exists', (name) => {
    const owner = ownerLine.exec(readFileSync(new URL(name, tablesDir), 'utf8'))?.[1];
    expect(
      owner,
      `${name} must start with "// Owner: features/<name>" or capabilities/<name>`,
    ).toBeDefined();
    expect(existsSync(new URL(`${owner}/`, srcDir)), `${owner} is not a folder of src/`).toBe(true);
  });
});
