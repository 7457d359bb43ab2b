import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Server processes started like production (`src/main.ts`), for tests that need several
 * nodes: each on its own port, with `env` on top of this process's environment.
 */
export function serverNodes() {
  const nodes: ChildProcess[] = [];
  return {
    async start(env: Record<string, string>): Promise<string> {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          LOG_LEVEL: 'warn',
          WEB_DIST_DIR: '/nonexistent/waymark-web-dist',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      nodes.push(child);
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4_000);
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      const baseUrl = `http://127.0.0.1:${port}`;
      await waitForHealthy(baseUrl, child, () => output);
      return baseUrl;
    },
    async stopAll(): Promise<void> {
      await Promise.all(nodes.splice(0).map(stopNode));
    },
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('No TCP port');
  return address.port;
}

async function waitForHealthy(baseUrl: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Node exited with ${child.exitCode}: ${output()}`);
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
