import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { guardedLookup, isForbiddenAddress } from '@/features/webhooks/address-guard';

export interface SendResult {
  /** The receiver's HTTP status, or null when no answer came (refused, time-out, DNS). */
  status: number | null;
  /** The start of the answer's body, or why there was none. */
  excerpt: string;
  durationMs: number;
}

export interface SendOptions {
  /** Loopback and private addresses allowed (WEBHOOKS_ALLOW_PRIVATE_TARGETS). */
  allowPrivateTargets: boolean;
  timeoutMs?: number;
}

/** What of a receiver's answer is kept in the log: enough to debug, never a whole page. */
const EXCERPT_BYTES = 1024;
/** Receivers should answer fast (Standard Webhooks: a few seconds); a stuck one frees its slot. */
const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * POSTs one webhook. Redirects are not followed (a 3xx is a failure, as Standard Webhooks
 * says), and unless private targets are allowed the connection only goes to an address
 * `guardedLookup` checked at connect time.
 */
export function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: SendOptions,
): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ status: null, excerpt: 'The URL is not valid', durationMs: 0 });
      return;
    }
    // An address literal never goes through `lookup`: it is checked here instead.
    const literal = target.hostname.replace(/^\[|\]$/g, '');
    if (!options.allowPrivateTargets && isIP(literal) !== 0 && isForbiddenAddress(literal)) {
      resolve({
        status: null,
        excerpt: `${literal} is a loopback, private or otherwise internal address`,
        durationMs: 0,
      });
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Waymark-Webhooks/1',
        },
        timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        ...(!options.allowPrivateTargets && { lookup: guardedLookup }),
        // A fresh connection per delivery: a pooled one could outlive its address check.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? null,
            excerpt: Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8'),
            durationMs: elapsed(),
          });
        });
        response.on('error', (error) => {
          resolve({
            status: response.statusCode ?? null,
            excerpt: error.message,
            durationMs: elapsed(),
          });
        });
      },
    );
    request.on('timeout', () => {
      request.destroy(
        new Error(`No answer within ${(options.timeoutMs ?? DEFAULT_TIMEOUT_MS) / 1000} s`),
      );
    });
    request.on('error', (error) => {
      resolve({ status: null, excerpt: error.message, durationMs: elapsed() });
    });
    request.end(body);
  });
}

/** Standard Webhooks: any 2xx is a success; everything else (3xx included) is retried. */
export const isDelivered = (status: number | null) =>
  status !== null && status >= 200 && status < 300;
