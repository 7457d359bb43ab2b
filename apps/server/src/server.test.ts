import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@/logger';
import { startServer } from '@/server';
import { testConfig } from '../test/app';
import { createProfile } from '../test/factories';

describe('server lifecycle on an embedded data dir', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-lifecycle-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // Port 0: the operating system picks a free port.
  const config = { ...testConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1' }), port: 0 };
  const start = () => startServer(config, createLogger('silent'));

  it('keeps data across a graceful stop and reopens the database cleanly', async () => {
    const first = await start();
    const profile = await createProfile(first.database.db, { visibility: 'public' });
    await first.stop();
    await expect(first.database.ping()).rejects.toThrow();

    const second = await start();
    try {
      const address = second.app.server.address();
      if (address === null || typeof address === 'string') throw new Error('Not listening on TCP');
      const response = await fetch(`http://127.0.0.1:${address.port}/api/profiles/${profile.id}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ id: profile.id, username: profile.username });

      const health = await fetch(`http://127.0.0.1:${address.port}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', schema: second.schema });
    } finally {
      await second.stop();
    }
  });
});
