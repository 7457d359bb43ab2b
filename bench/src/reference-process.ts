import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export interface ReferenceServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts one of the reference servers in `reference/` as its own process (as Waymark runs in
 * its own), so it never shares an event loop with autocannon; resolves once it listens.
 */
export async function startReference(
  name: 'hello-server' | 'session-read-server',
  port: number,
  databaseUrl?: string,
): Promise<ReferenceServer> {
  const entry = fileURLToPath(new URL(`./reference/${name}.ts`, import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl ?? '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await waitForReady(child, name);
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stop(child) };
}

function waitForReady(child: ChildProcess, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${name} exited with code ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve();
    });
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
