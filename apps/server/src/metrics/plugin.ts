import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '@/config';

/** Seconds: from a cached read (~1 ms) to the slowest answer a client still waits for. */
const latencyBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * Operations' view of a node in Prometheus text (prom-client), on a port of its own
 * (METRICS_PORT, on METRICS_HOST, 127.0.0.1 by default) and never on the public one: per-route
 * latency, the database pool's waits and checkouts, the event loop's delay, open sockets and
 * the job queue's depth. Without METRICS_PORT nothing is registered: no hook on any request.
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, { config }: { config: Config }, done: () => void) => {
    if (!config.metrics) return done();
    const registry = new Registry();
    // Process figures, the event loop's delay (nodejs_eventloop_lag_*) and the heap among them.
    collectDefaultMetrics({ register: registry, prefix: 'waymark_' });

    const requests = new Histogram({
      name: 'waymark_http_request_duration_seconds',
      help: 'Time to answer, by route pattern (not the raw path), method and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: latencyBuckets,
      registers: [registry],
    });
    app.addHook('onResponse', (request, reply, done) => {
      requests.observe(
        {
          method: request.method,
          // The pattern keeps the label set small; a request no route matched is one label.
          route: request.routeOptions.url ?? 'unmatched',
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    const pool = app.database.pool;
    if (pool) {
      const waited = new Histogram({
        name: 'waymark_db_pool_wait_seconds',
        help: 'Time a transaction waited for a pooled connection',
        buckets: latencyBuckets,
        registers: [registry],
      });
      const held = new Histogram({
        name: 'waymark_db_checkout_seconds',
        help: 'Time a pooled connection was held: one transaction, its queries and round trips',
        buckets: latencyBuckets,
        registers: [registry],
      });
      pool.observe({ waited: (seconds) => waited.observe(seconds), held: (s) => held.observe(s) });
      new Gauge({
        name: 'waymark_db_pool_connections',
        help: 'Pooled connections by state, and checkouts waiting for one',
        labelNames: ['state'],
        registers: [registry],
        collect() {
          const counts = pool.counts();
          this.set({ state: 'total' }, counts.total);
          this.set({ state: 'idle' }, counts.idle);
          this.set({ state: 'waiting' }, counts.waiting);
        },
      });
    }
    new Gauge({
      name: 'waymark_realtime_sockets',
      help: 'Open realtime sockets on this node',
      registers: [registry],
      collect() {
        let open = 0;
        for (const connections of app.realtimeHub.byUser.values()) open += connections.size;
        this.set(open);
      },
    });
    new Gauge({
      name: 'waymark_job_queue_depth',
      help: 'Jobs waiting to run (created or to be retried), by queue',
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const depths = await app.jobs.depths().catch(() => ({}));
        for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
      },
    });

    const server: Server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'Metrics could not be collected');
          response.writeHead(500).end();
        },
      );
    });
    app.addHook('onReady', async () => {
      const { port, host } = config.metrics ?? { port: 0, host: '127.0.0.1' };
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      app.log.info({ port: metricsPort(server) }, 'Metrics on /metrics');
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    });
    app.decorate('metricsPort', () => metricsPort(server));
    done();
  },
  { name: 'metrics', dependencies: ['database', 'realtime', 'jobs'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The port /metrics listens on (METRICS_PORT=0 picks a free one: tests). */
    metricsPort?: () => number;
  }
}

function metricsPort(server: Server): number {
  const address = server.address();
  return address !== null && typeof address === 'object' ? address.port : 0;
}
