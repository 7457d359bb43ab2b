import type { FastifyReply, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from '@/config';

export const redactedHeaders = ['authorization', 'cookie', 'set-cookie', 'proxy-authorization'];

/**
 * JSON logs on stdout. Request headers are logged for support (including the web
 * app's `X-Client-Info: waymark-web/<version>`), but credentials never are.
 */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: {
        paths: redactedHeaders.flatMap((header) => [
          `req.headers["${header}"]`,
          `res.headers["${header}"]`,
        ]),
        censor: '[redacted]',
      },
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url,
          remoteAddress: request.ip,
          clientInfo: request.headers['x-client-info'],
          headers: request.headers,
        }),
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      },
    },
    destination,
  );
}
