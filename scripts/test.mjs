#!/usr/bin/env node
// `npm test`: every tier of the suite, in this order:
//   unit (shared rules, the translation catalogues, web components and the repository's scripts)
//   api (the server on real databases)
//   build (the app the browser tests open)  ‖  static (prettier, eslint, engines, tsc)
//   e2e (journeys in Chromium against the built app)
// Only the two tiers without a clock share the two cores: a test with a time limit (a
// component's findBy, a socket's event, a page's expect) runs with the machine to itself, so
// it never fails for want of CPU. The first tier of a pair prints as it runs; the other's
// output is kept in reports/<tier>.log and printed whole when it ends, so logs never interleave.
// Ends with one line per tier (seconds, tests, passed, failed); exits non-zero on any failure.
// `npm test -- --only api,e2e` runs some tiers; docs/TESTING.md says how to run one file.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex === -1 ? null : new Set(process.argv[onlyIndex + 1]?.split(','));
const tiers = ['unit', 'api', 'build', 'static', 'e2e'];
const unknown = [...(only ?? [])].filter((name) => !tiers.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown tier ${unknown.join(', ')}: choose from ${tiers.join(', ')}`);
  process.exit(2);
}
const wanted = (tier) => only === null || only.has(tier);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

/**
 * Runs the commands of one tier in turn (stopping at the first failure unless `keepGoing`).
 * `live` prints as it goes; otherwise the output lands in reports/<name>.log and is printed
 * when the tier ends.
 */
async function tier(name, commands, { live, env = {}, keepGoing = false }) {
  const started = performance.now();
  const logPath = join(reports, `${name}.log`);
  const log = live ? null : createWriteStream(logPath);
  if (live) console.log(`\n== ${name}`);
  let status = 0;
  let failures = 0;
  for (const [command, ...args] of commands) {
    const exit = await new Promise((resolve) => {
      const child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      });
      if (log) {
        child.stdout.pipe(log, { end: false });
        child.stderr.pipe(log, { end: false });
      }
      child.on('error', () => resolve(1));
      child.on('close', (code) => resolve(code ?? 1));
    });
    if (exit !== 0) {
      status = exit;
      failures += 1;
      if (!keepGoing) break;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  if (log) {
    await new Promise((resolve) => log.end(resolve));
    console.log(`\n== ${name} (${seconds.toFixed(0)} s, kept in reports/${name}.log)`);
    process.stdout.write(readFileSync(logPath));
  }
  return { name, status, seconds, failures };
}

/** Two tiers side by side: the first prints live, the second's log follows it. */
const sideBySide = (first, second) =>
  Promise.all([first ? first(true) : null, second ? second(false) : null]);

const vitestTier = (name, projects) => (live) => {
  const json = join(reports, `${name}.json`);
  return tier(
    name,
    [
      [
        'npx',
        'vitest',
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${json}`,
      ],
    ],
    { live },
  ).then((result) => {
    const report = readJson(json);
    return {
      ...result,
      passed: report?.numPassedTests ?? 0,
      failed: report?.numFailedTests ?? (result.status === 0 ? 0 : 1),
      skipped: report?.numPendingTests ?? 0,
    };
  });
};

const checks = [
  ['npm', 'run', 'format:check'],
  ['npm', 'run', 'lint'],
  ['npm', 'run', 'check:engines'],
  ['npm', 'run', 'typecheck'],
];
const staticTier = (live) =>
  // Every check runs even after one fails, so one run shows every kind of problem.
  tier('static', checks, { live, keepGoing: true }).then((result) => ({
    ...result,
    // Each check is one "test": prettier, eslint, the engines check, tsc.
    passed: checks.length - result.failures,
    failed: result.failures,
    skipped: 0,
  }));

const buildTier = (live) =>
  tier('build', [['npm', 'run', 'build']], { live }).then((result) => ({
    ...result,
    passed: result.status === 0 ? 1 : 0,
    failed: result.status === 0 ? 0 : 1,
    skipped: 0,
  }));

const e2eTier = async (live) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'waymark-e2e-'));
  const json = join(reports, 'e2e.json');
  const result = await tier(
    'e2e',
    [['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']],
    {
      live,
      env: { E2E_PORT: String(await freePort()), E2E_DATA_DIR: dataDir, E2E_JSON_REPORT: json },
    },
  );
  rmSync(dataDir, { recursive: true, force: true });
  const stats = readJson(json)?.stats;
  return {
    ...result,
    passed: stats?.expected ?? 0,
    // Retries are off; a test Playwright calls "flaky" failed once and fails the run.
    failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) || (result.status === 0 ? 0 : 1),
    skipped: stats?.skipped ?? 0,
  };
};

if (!process.env.TEST_DATABASE_URL && wanted('api')) {
  console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');
}

const started = performance.now();
const results = [
  ...(await sideBySide(wanted('unit') && vitestTier('unit', ['shared', 'web', 'scripts']))),
  ...(await sideBySide(wanted('api') && vitestTier('api', ['server']))),
  ...(await sideBySide(
    (wanted('build') || wanted('e2e')) && buildTier,
    wanted('static') && staticTier,
  )),
  ...(await sideBySide(wanted('e2e') && e2eTier)),
].filter(Boolean);
const total = (performance.now() - started) / 1000;

const sum = (key) => results.reduce((count, result) => count + result[key], 0);
const ok = results.every((result) => result.status === 0 && result.failed === 0);
const pad = (value, width) => String(value).padStart(width);
console.log('\ntier      seconds   tests  passed  failed');
for (const result of results) {
  const tests = result.passed + result.failed + result.skipped;
  console.log(
    `${result.name.padEnd(8)} ${pad(result.seconds.toFixed(0), 8)} ${pad(tests, 7)} ${pad(result.passed, 7)} ${pad(result.failed, 7)}${result.status === 0 ? '' : `   (exit ${result.status})`}`,
  );
}
console.log(
  `${'total'.padEnd(8)} ${pad(total.toFixed(0), 8)}   (wall clock; tiers in a pair overlap)`,
);
console.log('');
console.log(
  `tests: ${sum('passed')} passed, ${ok ? sum('failed') : Math.max(sum('failed'), 1)} failed, ${sum('skipped')} skipped`,
);
process.exit(ok ? 0 : 1);
