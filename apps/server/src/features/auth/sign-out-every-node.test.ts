import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, testOrigin } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { engines } from '../../../test/engines';

// Two server processes on one PostgreSQL database, each with its own session cache: a
// session ended through one must be refused by the other within a second (the database's
// notice evicts it there). PGlite is one process and has no second node to prove this on.
const postgres = engines.find((engine) => engine.name === 'postgres');
const serverDir = fileURLToPath(new URL('../../..', import.meta.url));

describe.skipIf(!postgres)('a session ended on one node, on another', () => {
  const harness = useTestApp(postgres ?? engines[0]!, 'waymark-two-nodes-');
  const nodes: ChildProcess[] = [];
  afterAll(async () => {
    await Promise.all(nodes.map(stopNode));
  });

  const startNode = async (): Promise<string> => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: harness.testDb.options.databaseUrl,
        // The same data dir: both nodes sign cookies with the same stored secret.
        DATA_DIR: harness.dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: testOrigin,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent/waymark-web-dist',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    nodes.push(child);
    // What a node says on the way out, for the failure message should it not come up.
    let stderr = '';
    const keep = (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4_000);
    };
    // The logger writes to stdout, uncaught errors to stderr.
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForHealthy(baseUrl, child, () => stderr);
    return baseUrl;
  };

  it('refuses a session signed out on node A at node B within one second', async () => {
    const app = await harness.start();
    const user = await createUser(app, harness.dataDir);
    const [nodeA, nodeB] = await Promise.all([startNode(), startNode()]);
    const profile = (node: string) =>
      fetch(`${node}/api/me/profile`, { headers: { cookie: user.cookie } }).then((r) => r.status);

    // Both nodes have now checked (and cached) the live session.
    expect(await profile(nodeA)).toBe(200);
    expect(await profile(nodeB)).toBe(200);
    expect(await profile(nodeB)).toBe(200);

    const signOut = await fetch(`${nodeA}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie: user.cookie, origin: testOrigin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(200);
    const signedOutAt = performance.now();
    expect(await profile(nodeA)).toBe(401);

    let status = await profile(nodeB);
    while (status === 200 && performance.now() - signedOutAt < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = await profile(nodeB);
    }
    expect(status).toBe(401);
    expect(performance.now() - signedOutAt).toBeLessThan(1_000);
  }, 120_000);
});

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No TCP port');
  return address.port;
}

async function waitForHealthy(
  baseUrl: string,
  child: ChildProcess,
  stderr: () => string,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`Node exited with code ${child.exitCode}: ${stderr()}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${baseUrl} did not become healthy`);
}

async function stopNode(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
