import type { FastifyInstance } from 'fastify';
import { beforeEach, expect } from 'vitest';
import type { z } from 'zod';
import { errorBodySchema, type ErrorBody } from '@waymark/shared/errors';
import { testOrigin, type TestUser } from './accounts';
import { useTestApp } from './app-harness';
import type { TestEngine } from './engines';
import { lazyUsers } from './users';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export interface ApiResult {
  status: number;
  body: unknown;
}

/**
 * JSON calls to the API as a user or a signed-out visitor (null), for API tests: `call` for
 * any answer, `expectOk` to check the status and parse the body with its contract.
 */
export function apiClient(app: () => FastifyInstance) {
  const call = async (
    user: TestUser | null,
    method: Method,
    url: string,
    payload?: object,
  ): Promise<ApiResult> => {
    const response = await app().inject({
      method,
      url,
      ...(payload !== undefined && { payload }),
      headers: { origin: testOrigin, ...(user && { cookie: user.cookie }) },
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const expectOk = async <Schema extends z.ZodType>(
    schema: Schema,
    status: number,
    ...request: Parameters<typeof call>
  ): Promise<z.infer<Schema>> => {
    const result = await call(...request);
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    return schema.parse(result.body);
  };
  const expectError = async (status: number, ...request: Parameters<typeof call>) => {
    const result = await call(...request);
    expect(result.status, JSON.stringify(result.body)).toBe(status);
    return errorBodySchema.parse(result.body).error;
  };
  return { call, expectOk, expectError };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** The fields a validation error names, for `expect(fieldsOf(error)).toEqual([...])`. */
export const fieldsOf = (error: ErrorBody['error']) => error.details?.map((d) => d.path) ?? [];

/**
 * The set-up of most API test files, inside `describe.each(engines)`: useTestApp(), a fresh
 * app per test (`app()`), the apiClient() calls on it, and `user(name)` from lazyUsers().
 */
export function useApiTest(engine: TestEngine, prefix: string) {
  const harness = useTestApp(engine, prefix);
  let current: FastifyInstance | undefined;
  beforeEach(async () => {
    current = await harness.start();
  });
  const app = (): FastifyInstance => {
    if (!current) throw new Error('useApiTest: the app starts in beforeEach');
    return current;
  };
  return {
    harness,
    app,
    /** The file's database as the test superuser (row-level security does not apply). */
    db: () => harness.testDb.database.db,
    ...apiClient(app),
    user: lazyUsers(app, () => harness.dataDir),
  };
}
