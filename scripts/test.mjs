#!/usr/bin/env node
// `npm test`: every tier in turn — pure rules, API against real databases, web components,
// then end-to-end journeys in Chromium against `npm start`. Exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = join(root, 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;

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

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: API tests run on PGlite only.');
}

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'vitest.json')}`,
]);

const dataDir = mkdtempSync(join(tmpdir(), 'waymark-e2e-'));
const e2eStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
  E2E_PORT: String(await freePort()),
  E2E_DATA_DIR: dataDir,
  E2E_JSON_REPORT: join(reports, 'e2e.json'),
});
rmSync(dataDir, { recursive: true, force: true });

const vitest = readJson(join(reports, 'vitest.json'));
const e2e = readJson(join(reports, 'e2e.json'));
// A flaky end-to-end test passed on its retry: it counts as passed, and Playwright lists it.
const passed =
  (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);

const ok = vitestStatus === 0 && e2eStatus === 0 && vitest !== null && e2e !== null;
console.log('');
console.log(`vitest exit ${vitestStatus}, playwright exit ${e2eStatus}`);
console.log(
  `tests: ${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed, ${skipped} skipped`,
);
process.exit(ok ? 0 : 1);
