import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

/** A bounded load on one URL of this machine's loopback: it stops by itself. */
export async function measureLoad(name: string, url: string, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: { 'x-client-info': 'waymark-bench' },
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
