import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/accounts';
import { useTestApp } from '../../test/app-harness';
import { engines } from '../../test/engines';

// Issue 29, item 5: /metrics in Prometheus text, on a port of its own and never the public one.
describe.each(engines)('/metrics on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-metrics-');

  const scrape = async (port: number) => {
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };
  /** The value of the first sample line of `name` whose labels hold every one of `labels`. */
  const sample = (text: string, name: string, labels: string[] = []) => {
    const line = text
      .split('\n')
      .find((candidate) =>
        candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)
          ? labels.every((label) => candidate.includes(label))
          : false,
      );
    return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
  };

  it('reports per-route latency, the event loop, sockets, the job queue and (with a server) the pool', async () => {
    const app = await harness.start({ METRICS_PORT: '0' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const port = app.metricsPort?.() ?? 0;
    expect(port).toBeGreaterThan(0);
    const ada = await createUser(app, harness.dataDir);
    for (let read = 0; read < 3; read += 1) {
      const profile = await app.inject({
        method: 'GET',
        url: '/api/me/profile',
        headers: { cookie: ada.cookie },
      });
      expect(profile.statusCode).toBe(200);
    }
    expect((await app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);

    const text = await scrape(port);
    expect(
      sample(text, 'waymark_http_request_duration_seconds_count', [
        'route="/api/me/profile"',
        'method="GET"',
        'status_code="200"',
      ]),
    ).toBe(3);
    // The route pattern, not the raw path: a path no route matched is one label.
    expect(sample(text, 'waymark_http_request_duration_seconds_count', ['route="unmatched"'])).toBe(
      1,
    );
    expect(text).not.toContain('/api/no-such-route');
    expect(sample(text, 'waymark_nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'waymark_realtime_sockets')).toBe(0);
    expect(text).toContain('# TYPE waymark_job_queue_depth gauge');
    if (engine.name === 'postgres') {
      expect(sample(text, 'waymark_db_pool_wait_seconds_count')).toBeGreaterThan(0);
      expect(sample(text, 'waymark_db_checkout_seconds_count')).toBeGreaterThan(0);
      expect(sample(text, 'waymark_db_pool_connections', ['state="total"'])).toBeGreaterThan(0);
    }

    // Never on the public port.
    const { port: publicPort } = app.server.address() as AddressInfo;
    const publicAnswer = await fetch(`http://127.0.0.1:${publicPort}/metrics`);
    expect(await publicAnswer.text()).not.toContain('waymark_');
  });

  it('keeps no metrics and opens no port without METRICS_PORT', async () => {
    const app = await harness.start();
    await app.ready();
    expect(app.metricsPort).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('waymark_');
  });
});
