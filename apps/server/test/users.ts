import type { FastifyInstance } from 'fastify';
import { createUser, type TestUser } from './accounts';

/**
 * Users made once per test file through the real sign-up flow, by name: `user('ada')` twice
 * is the same person. Sessions outlive the app instance of a single test.
 */
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
