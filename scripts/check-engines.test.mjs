import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkEngines, engineProblems, installedRuntimePackages } from './check-engines.mjs';

const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const writeJson = (file, value) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
};

/**
 * A fake installed tree: the root package.json, npm's record of what it installed, and each
 * installed package's own package.json (`installed: false` leaves it out, like an optional
 * package of another platform).
 */
function fakeTree(declared, packages) {
  const root = mkdtempSync(join(tmpdir(), 'waymark-engines-'));
  roots.push(root);
  writeJson(join(root, 'package.json'), {
    name: 'app',
    engines: declared ? { node: declared } : {},
  });
  const lock = { lockfileVersion: 3, packages: { '': { name: 'app' } } };
  for (const { location, name, version = '1.0.0', node, installed = true, ...flags } of packages) {
    lock.packages[location] = { version, ...flags };
    if (installed) {
      writeJson(join(root, location, 'package.json'), {
        name,
        version,
        ...(node ? { engines: { node } } : {}),
      });
    }
  }
  writeJson(join(root, 'node_modules', '.package-lock.json'), lock);
  return root;
}

describe('the engines check', () => {
  it('passes a tree whose runtime packages all run on the declared Node', () => {
    const root = fakeTree('>=20.19', [
      { location: 'node_modules/old', name: 'old', node: '>=14' },
      { location: 'node_modules/caret', name: 'caret', node: '^18 || ^20.19 || >=22' },
      { location: 'node_modules/any', name: 'any' },
    ]);
    expect(checkEngines(root)).toEqual([]);
  });

  it('fails on a runtime package that needs a newer Node, nested ones included', () => {
    const root = fakeTree('>=20.19', [
      { location: 'node_modules/cookie', name: 'cookie', version: '2.0.2', node: '>=22' },
      {
        location: 'node_modules/a/node_modules/content-disposition',
        name: 'content-disposition',
        version: '3.1.0',
        node: '>=22',
      },
      { location: 'apps/web/node_modules/i18next', name: 'i18next', node: '>=20.20' },
    ]);
    expect(checkEngines(root)).toEqual([
      'cookie@2.0.2 needs Node >=22, but the project declares >=20.19',
      'content-disposition@3.1.0 needs Node >=22, but the project declares >=20.19',
      'i18next@1.0.0 needs Node >=20.20, but the project declares >=20.19',
    ]);
  });

  it('leaves out dev-only packages, workspace links and optional packages not installed', () => {
    const root = fakeTree('>=20.19', [
      { location: 'node_modules/vitest', name: 'vitest', node: '>=22', dev: true },
      { location: 'node_modules/both', name: 'both', node: '>=22', devOptional: true },
      { location: 'node_modules/@app/web', name: '@app/web', link: true, installed: false },
      {
        location: 'node_modules/other-platform',
        name: 'other-platform',
        node: '>=22',
        optional: true,
        installed: false,
      },
    ]);
    expect(installedRuntimePackages(root)).toEqual([]);
    expect(checkEngines(root)).toEqual([]);
  });

  it('judges by the oldest Node the project declares', () => {
    const packages = [{ name: 'p', version: '1.0.0', node: '>=20.19 <21' }];
    expect(engineProblems('>=20.19', packages)).toEqual([]);
    expect(engineProblems('>=18', packages)).toEqual(packages);
  });

  it('says so when the project declares no Node version', () => {
    expect(checkEngines(fakeTree(undefined, []))).toEqual([
      'The root package.json declares no engines.node',
    ]);
  });
});
