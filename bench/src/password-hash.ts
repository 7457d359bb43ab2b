import { randomBytes, scrypt } from 'node:crypto';
import { availableParallelism } from 'node:os';

// better-auth's password hash on Node (@better-auth/utils password.node): scrypt N=16384,
// r=16, p=1, 64-byte key, on libuv's thread pool. Each sign-in verifies one.
const params = { N: 16_384, r: 16, p: 1, maxmem: 128 * 16_384 * 16 * 2 };

export interface HashBaseline {
  /** Median of a few sequential hashes on this machine, right now. */
  scryptMs: number;
  cores: number;
  /** What the CPUs could verify per second if sign-in did nothing else. */
  ceilingPerSecond: number;
  /** Hashes per second measured with `parallel` at once: the ceiling as this machine gives it now. */
  parallelPerSecond: number;
  parallel: number;
}

/**
 * The floor under sign-in latency: one hash costs this much CPU, so with `cores` CPUs no more
 * than `ceilingPerSecond` sign-ins finish per second, and queueing adds the rest.
 */
export async function measureHashBaseline(parallel: number, samples = 5): Promise<HashBaseline> {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) times.push(await timeOneHash());
  times.sort((a, b) => a - b);
  const scryptMs = Math.round(times[Math.floor(times.length / 2)] ?? 0);
  const cores = availableParallelism();
  const started = performance.now();
  await Promise.all(Array.from({ length: parallel }, timeOneHash));
  const elapsed = performance.now() - started;
  return {
    scryptMs,
    cores,
    ceilingPerSecond: scryptMs > 0 ? Math.round((cores * 1000) / scryptMs) : 0,
    parallelPerSecond: Math.round((parallel * 1000 * 10) / elapsed) / 10,
    parallel,
  };
}

function timeOneHash(): Promise<number> {
  const salt = randomBytes(16).toString('hex');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    scrypt('bench-marker-1843', salt, 64, params, (error) => {
      if (error) reject(error);
      else resolve(performance.now() - started);
    });
  });
}
