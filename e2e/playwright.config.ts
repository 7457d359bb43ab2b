import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// `npm test` picks a free port and a fresh data dir; run alone, these defaults apply. The
// workers load this file again and read the mail outbox in that dir (support/outbox.ts): the
// dir made here goes into the environment they inherit, so they find the same one.
const port = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'waymark-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // One browser at a time. On the 2-core machine two workers finished no more tests per minute
  // than one (each test ran 2-3 times slower: the two Chromiums, the server and the test
  // runners fight for the cores), and the slowed tests met their time limits at random.
  workers: 1,
  // A test that fails once fails the run: a flaky one is a bug to fix, not to retry.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_JSON_REPORT ?? join(tmpdir(), 'waymark-e2e.json') }],
  ],
  // One folder per run (Playwright empties it at start): two runs on one machine, each with
  // its own port, must not delete each other's traces.
  outputDir: join(tmpdir(), `waymark-e2e-artifacts-${process.env.E2E_PORT ?? 'default'}`),
  use: {
    baseURL,
    // A trace records every action's DOM and screen of every test, passed or not: about a third
    // of the suite's time. Nobody reads one from CI, so it is on only when asked
    // (E2E_TRACE=1 npx playwright test …) to look at a failure.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The app's service worker precaches some 475 files a few seconds after start: in every
    // test's fresh context, that is a whole download of the app the test never uses. The
    // specs about the installed app and offline use (offline-app, insights-offline) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: join(import.meta.dirname, '..'),
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      FEEDBACK_URL: 'https://feedback.example.com/waymark',
      OPERATOR_NAME: 'Waymark Labs Ltd',
      OPERATOR_ADDRESS: '1 Example Street\\nLondon EC1A 1AA',
      OPERATOR_EMAIL: 'legal@waymark.example',
      LOG_LEVEL: 'warn',
      // Lets a journey age its own account (features/test-hooks); never set outside the suite.
      E2E_TEST_HOOKS: '1',
      // Every browser here shares one address (127.0.0.1): keep the per-account limits as in
      // production, but let the whole suite's sign-ups and sign-ins through the address bucket.
      RATE_LIMIT_SIGN_UP: '5,1000',
      RATE_LIMIT_SIGN_IN: '10,1000',
      RATE_LIMIT_SECOND_FACTOR: '5,1000',
      // The webhooks spec's receiver listens on 127.0.0.1: local targets are allowed here only.
      WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true',
      // The community spec's moderator signs up with this address (issue 19).
      COMMUNITY_MODERATORS: 'community-moderator@waymark.example',
    },
  },
});
