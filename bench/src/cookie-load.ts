import autocannon from 'autocannon';

/** autocannon GETs, request n as `cookies[n % cookies.length]`; `overallRate` fixes the offered load. */
export function loadWithCookies(
  url: string,
  cookies: string[],
  options: { seconds: number; connections: number; overallRate?: number },
): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const cookie = cookies[next % cookies.length] ?? '';
          next += 1;
          return { ...request, headers: { ...request.headers, cookie } };
        },
      },
    ],
  });
}
