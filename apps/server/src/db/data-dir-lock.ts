import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const lockName = 'db.lock';

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const holderOf = (file: string): number | undefined => {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The embedded database is one process's files: a second process opening them (a backup or a
 * seed while the server runs) would corrupt them. The first process to open DATA_DIR writes
 * its pid into DATA_DIR/db.lock; another one is refused while that process lives. A lock left
 * by a process that died (kill -9) is taken over. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, lockName);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(file);
      // This same process opened it before (a test reopening its folder): nothing to guard.
      if (holder === process.pid) return () => undefined;
      if (holder !== undefined && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder} (a running Waymark server?). ` +
            'Stop it first; a running server makes its own nightly backups in DATA_DIR/backups.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dataDir}`);
}
