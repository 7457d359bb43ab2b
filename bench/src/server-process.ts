import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  /** Milliseconds from spawning the process to the first healthy answer. */
  msToHealthy: number;
  /** The server's process id (the realtime bench reads its memory). */
  pid: number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** More environment for this server only, e.g. raised rate limits. */
  env?: NodeJS.ProcessEnv;
  /** Each chunk of the server's log (JSON lines), e.g. to report its errors. */
  onLog?: (chunk: string) => void;
}

/** Starts the built server exactly as `npm start` does and waits for `/api/health` to say ok. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    // As in production: answers written by the compiled serializer alone, not also checked
    // with zod (which stays on in tests and development).
    RESPONSE_CHECK: 'off',
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  const startedAt = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Keep the last log lines: if the server dies, they say why.
  let logTail = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    logTail = (logTail + chunk.toString()).slice(-4000);
    options.onLog?.(chunk.toString());
  });
  await waitForHealthy(baseUrl, child).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${logTail}`);
  });
  const msToHealthy = performance.now() - startedAt;
  return { baseUrl, msToHealthy, pid: child.pid ?? 0, stop: () => stopProcess(child) };
}

async function waitForHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 60 s');
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
