import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, postJson } from '../../../test/accounts';
import { useTestApp } from '../../../test/app-harness';
import { smokeEngines } from '../../../test/engines';

describe.each(smokeEngines)('end-to-end test hooks on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-test-hooks-');

  const createdAtOf = async (userId: string) => {
    const { rows } = await harness.testDb.database.db.execute<{ profile: string; account: string }>(
      sql`select p.created_at::text as profile, u.created_at::text as account
          from profiles p join users u on u.id = p.id where p.id = ${userId}`,
    );
    return rows[0]!;
  };

  it('are not mounted unless E2E_TEST_HOOKS=1', async () => {
    const app = await harness.start();
    const user = await createUser(app, harness.dataDir);
    const response = await postJson(
      app,
      '/api/test-hooks/account-age',
      { days: 5 },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(404);
  });

  it('move the caller’s account and profile creation back by whole days', async () => {
    const app = await harness.start({ E2E_TEST_HOOKS: '1' });
    const user = await createUser(app, harness.dataDir);
    const other = await createUser(app, harness.dataDir);
    const otherBefore = await createdAtOf(other.id);

    const response = await postJson(
      app,
      '/api/test-hooks/account-age',
      { days: 5 },
      { cookie: user.cookie },
    );
    expect(response.statusCode).toBe(204);

    const { profile, account } = await createdAtOf(user.id);
    for (const moved of [profile, account]) {
      const ageDays = (Date.now() - new Date(moved).getTime()) / 86_400_000;
      expect(ageDays).toBeGreaterThan(4.99);
      expect(ageDays).toBeLessThan(5.01);
    }
    expect(await createdAtOf(other.id)).toEqual(otherBefore);
  });

  it('answer 401 without a session and 400 for a negative age', async () => {
    const app = await harness.start({ E2E_TEST_HOOKS: '1' });
    const anonymous = await postJson(app, '/api/test-hooks/account-age', { days: 5 });
    expect(anonymous.statusCode).toBe(401);
    const user = await createUser(app, harness.dataDir);
    const negative = await postJson(
      app,
      '/api/test-hooks/account-age',
      { days: -1 },
      { cookie: user.cookie },
    );
    expect(negative.statusCode).toBe(400);
  });
});
