#!/usr/bin/env node
// `npm run check:engines` (part of `npm run check`): fails when a runtime dependency that is
// installed declares an `engines.node` that excludes the Node version the project declares in
// its root package.json (`engines.node`, e.g. ">=20.19"). npm only warns about such a package
// (EBADENGINE) and installs it anyway; this makes the warning a failure before it ships.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The installed packages production needs, as npm recorded the tree it installed
 * (`node_modules/.package-lock.json`, else `package-lock.json`): dev-only ones are left out, and
 * so are optional ones not installed here (another platform's binaries).
 */
export function installedRuntimePackages(root) {
  const hidden = join(root, 'node_modules', '.package-lock.json');
  const lock = readJson(existsSync(hidden) ? hidden : join(root, 'package-lock.json'));
  return Object.entries(lock.packages ?? {})
    .filter(([location, entry]) => location.includes('node_modules/') && !entry.link)
    .filter(([, entry]) => !entry.dev && !entry.devOptional)
    .map(([location]) => join(root, location, 'package.json'))
    .filter((manifest) => existsSync(manifest))
    .map((manifest) => {
      const { name, version, engines } = readJson(manifest);
      return { name, version, node: engines?.node, location: manifest };
    });
}

/**
 * The packages whose `engines.node` the oldest Node the project declares does not satisfy
 * (">=20.19" declares 20.19.0 and up: a package asking for ">=22" fails, one asking for
 * ">=18" passes). A package without `engines.node` runs anywhere.
 */
export function engineProblems(declared, packages) {
  const oldest = semver.minVersion(declared);
  if (!oldest)
    throw new Error(`The root package.json declares no usable engines.node: ${declared}`);
  return packages.filter(
    (pkg) => typeof pkg.node === 'string' && !semver.satisfies(oldest, pkg.node),
  );
}

/** Checks the tree installed under `root`; the lines to print, none when all is well. */
export function checkEngines(root) {
  const declared = readJson(join(root, 'package.json')).engines?.node;
  if (!declared) return ['The root package.json declares no engines.node'];
  const problems = engineProblems(declared, installedRuntimePackages(root));
  return problems.map(
    (pkg) =>
      `${pkg.name}@${pkg.version} needs Node ${pkg.node}, but the project declares ${declared}`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const problems = checkEngines(root);
  for (const line of problems) console.error(line);
  if (problems.length > 0) {
    console.error(
      'Pin a version whose engines include the declared Node (npm view <package>@<version> engines), with "overrides" for a dependency of a dependency.',
    );
    process.exit(1);
  }
  console.log('Every runtime dependency runs on the Node the project declares.');
}
