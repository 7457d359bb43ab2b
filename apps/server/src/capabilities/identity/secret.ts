import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inMemoryDataDir } from '@/config';

const fileName = 'auth-secret';

// One per process, made on first use: every part that signs or checks (better-auth, the
// access step, signed links) must hold the same one, and start-up checks the sealed data
// against it.
let inMemorySecret: string | undefined;

/**
 * AUTH_SECRET when set (required in production). Otherwise one generated on first
 * start and kept at DATA_DIR/auth-secret (mode 0600), so sessions survive restarts;
 * an in-memory DATA_DIR gets a fresh one per process.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  if (dataDir === inMemoryDataDir)
    return (inMemorySecret ??= randomBytes(32).toString('base64url'));
  const file = path.join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': two nodes starting at once cannot both write; the loser reads the winner's.
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
