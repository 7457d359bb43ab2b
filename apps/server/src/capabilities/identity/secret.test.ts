import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '@/capabilities/identity/secret';

describe('resolveAuthSecret', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('uses AUTH_SECRET when it is set', () => {
    expect(resolveAuthSecret('s'.repeat(32), 'memory://')).toBe('s'.repeat(32));
  });

  it('generates one secret into DATA_DIR/auth-secret (0600) and keeps it across restarts', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'waymark-secret-'));
    dirs.push(dataDir);
    const first = resolveAuthSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, dataDir)).toBe(first);
  });

  it('makes one secret per process for an in-memory DATA_DIR, the same for every caller', () => {
    const secret = resolveAuthSecret(undefined, 'memory://');
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(undefined, 'memory://')).toBe(secret);
  });
});
