import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

/**
 * A local HTTP receiver for webhook tests: records every request and answers with the next
 * status of `statuses` (then 200). `waitFor(n)` resolves once n requests arrived.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = statuses.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? 'ok' : 'receiver is failing');
      for (const waiter of waiters.splice(0)) {
        if (received.length >= waiter.count) waiter.resolve();
        else waiters.push(waiter);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** Statuses to answer with, in order, before answering 200. */
    failNext(...codes: number[]) {
      statuses.push(...codes);
    },
    waitFor(count: number, timeoutMs = 20_000): Promise<void> {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Only ${received.length} of ${count} webhooks arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
