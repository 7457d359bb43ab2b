import { afterAll, describe, expect, it } from 'vitest';
import { createUser, testOrigin } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { engines } from '../../../test/engines';
import { serverNodes } from '../../../test/server-nodes';

// Two server processes on one PostgreSQL database, each with its own session cache: a
// session ended through one must be refused by the other within a second (the database's
// notice evicts it there). PGlite is one process and has no second node to prove this on.
const postgres = engines.find((engine) => engine.name === 'postgres');

describe.skipIf(!postgres)('a session ended on one node, on another', () => {
  const harness = useTestApp(postgres ?? engines[0]!, 'waymark-two-nodes-');
  const nodes = serverNodes();
  afterAll(() => nodes.stopAll());

  const startNode = () =>
    nodes.start({
      DATABASE_URL: harness.testDb.options.databaseUrl ?? '',
      // The same data dir: both nodes sign cookies with the same stored secret.
      DATA_DIR: harness.dataDir,
      PUBLIC_URL: testOrigin,
    });

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

    // Node B learns of it from the database's notice: asked again until it refuses.
    await expect.poll(() => profile(nodeB), { interval: 10, timeout: 1_000 }).toBe(401);
    expect(performance.now() - signedOutAt).toBeLessThan(1_000);
  }, 120_000);
});
