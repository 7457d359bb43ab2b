import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testOrigin } from './accounts';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  json<T = unknown>(): T;
}

export interface RawRequest {
  method?: string;
  /** Sent as written on the request line: dot segments, backslashes, an absolute URL. */
  target: string;
  headers?: Record<string, string>;
  body?: object;
}

/**
 * One request to a listening app over a real socket. app.inject parses its url with WHATWG
 * URL rules first (dot segments resolved, backslashes turned to slashes, the host dropped),
 * so spellings that only a real client can send need this.
 */
export async function rawRequest(
  app: FastifyInstance,
  { method = 'POST', target, headers = {}, body }: RawRequest,
): Promise<RawResponse> {
  const { port } = app.server.address() as AddressInfo;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: target,
        headers: {
          origin: testOrigin,
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
