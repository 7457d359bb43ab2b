import { apiJson, type Parser } from '@/lib/api-client';

/** For answers whose body the page does not need: only success or an ApiError matters. */
export const ignoreBody: Parser<void> = { parse: () => undefined };

/** POST a JSON body to the API; error answers reject with an ApiError. */
export function postJson<T>(path: string, body: unknown, parser: Parser<T>): Promise<T> {
  return apiJson(path, parser, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}
