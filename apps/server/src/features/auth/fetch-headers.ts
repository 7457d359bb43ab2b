import type { FastifyRequest } from 'fastify';

/** Node's header object as the Fetch API's, for better-auth. */
export function toFetchHeaders(headers: FastifyRequest['headers']): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item);
  }
  return result;
}
