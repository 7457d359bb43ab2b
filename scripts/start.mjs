#!/usr/bin/env node
// `npm start`: build whatever is missing or out of date, then serve web + API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isStale } from './lib/build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const inRoot = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const shared = [inRoot('packages/shared/src'), inRoot('package-lock.json')];

const builds = [
  {
    workspace: '@waymark/web',
    output: inRoot('apps/web/dist/index.html'),
    inputs: [
      inRoot('apps/web/src'),
      inRoot('apps/web/public'),
      inRoot('apps/web/index.html'),
      inRoot('apps/web/vite.config.ts'),
      ...shared,
    ],
  },
  {
    workspace: '@waymark/server',
    output: inRoot('apps/server/dist/main.js'),
    inputs: [inRoot('apps/server/src'), inRoot('apps/server/build.mjs'), ...shared],
  },
];

for (const build of builds) {
  if (!isStale(build.output, build.inputs)) continue;
  console.log(`Building ${build.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [inRoot('apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
// Forward signals so the server can shut down gracefully and close the database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
