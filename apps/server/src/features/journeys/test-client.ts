import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { errorBodySchema, type ErrorBody } from '@waymark/shared/errors';
import { createUser, testOrigin, type TestUser } from '../../../test/accounts';

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

/** Users made once per test file: sessions outlive the app instance of a single test. */
export function lazyUsers(app: () => FastifyInstance, dataDir: () => string) {
  const made = new Map<string, Promise<TestUser>>();
  return (name: string): Promise<TestUser> => {
    let user = made.get(name);
    if (!user) {
      user = createUser(app(), dataDir());
      made.set(name, user);
    }
    return user;
  };
}

export const fieldsOf = (error: ErrorBody['error']) => error.details?.map((d) => d.path) ?? [];
