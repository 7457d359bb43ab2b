import autocannon from 'autocannon';

/**
 * autocannon GETs, request n going to `urls[n % urls.length]` (all on one server) as
 * `cookies[n % cookies.length]`; `overallRate` fixes the offered load.
 */
export function loadWithCookies(
  urls: string | string[],
  cookies: string[],
  options: { seconds: number; connections: number; overallRate?: number },
): Promise<autocannon.Result> {
  const targets = [urls].flat().map((url) => new URL(url));
  let next = 0;
  return autocannon({
    url: targets[0]?.origin ?? '',
    connections: options.connections,
    duration: options.seconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const target = targets[next % targets.length];
          const cookie = cookies[next % cookies.length] ?? '';
          next += 1;
          return {
            ...request,
            path: target ? `${target.pathname}${target.search}` : '/',
            headers: { ...request.headers, cookie },
          };
        },
      },
    ],
  });
}
