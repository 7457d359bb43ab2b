import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy a test puts between the app and a service (PostgreSQL, SMTP, S3) to inject
 * faults: `cut()` drops every connection and refuses new ones until `accept()`, `slow(ms)`
 * holds every chunk the service answers for `ms` (so each round trip takes that much longer).
 * `seen(text)` resolves once the app has sent bytes holding `text` (a statement), so a test
 * can cut in the middle of a given transaction.
 */
export interface FaultProxy {
  port: number;
  cut(): void;
  accept(): void;
  slow(ms: number): void;
  seen(text: string): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(targetHost: string, targetPort: number): Promise<FaultProxy> {
  const sockets = new Set<Socket>();
  let refusing = false;
  let delayMs = 0;
  let watchers: { text: string; resolve: () => void }[] = [];

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const server: Server = createServer((client) => {
    track(client);
    if (refusing) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('data', (chunk: Buffer) => {
      if (watchers.length > 0) {
        const text = chunk.toString('latin1');
        const matched = watchers.filter((watcher) => text.includes(watcher.text));
        watchers = watchers.filter((watcher) => !matched.includes(watcher));
        // Forwarded after the watchers ran, so a cut they trigger lands before the statement.
        for (const watcher of matched) watcher.resolve();
      }
      if (!upstream.destroyed) upstream.write(chunk);
    });
    // Answers keep their order: each waits for the one before it, then for the delay.
    let lastRelease = 0;
    upstream.on('data', (chunk: Buffer) => {
      if (delayMs === 0 && lastRelease <= Date.now()) {
        client.write(chunk);
        return;
      }
      const release = Math.max(Date.now() + delayMs, lastRelease);
      lastRelease = release;
      setTimeout(() => {
        if (!client.destroyed) client.write(chunk);
      }, release - Date.now());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    cut() {
      refusing = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    accept() {
      refusing = false;
    },
    slow(ms) {
      delayMs = ms;
    },
    seen(text) {
      return new Promise((resolve) => watchers.push({ text, resolve }));
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `check` every 50 ms until it holds (resolves) or `timeoutMs` passes (rejects). */
export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`Not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
