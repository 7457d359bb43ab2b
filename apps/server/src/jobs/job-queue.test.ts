import { EventEmitter, once } from 'node:events';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { withUser } from '@/db/with-user';
import { createJobQueue, createQueueOnce, type JobQueue } from '@/jobs/job-queue';
import { engines, type TestDatabase } from '../../test/engines';
import { createProfile } from '../../test/factories';

/** The job queue floor (pg-boss 10) on both engines: PGlite in-process, PostgreSQL pooled. */
describe.each(engines)('job queue on $name', (engine) => {
  let testDb: TestDatabase;
  let jobs: JobQueue;
  const seen: string[] = [];
  const errors: unknown[] = [];
  // The handler announces each word it ran, so a test waits for its job and not for time.
  const ran = new EventEmitter();
  const handled = async (word: string) => {
    if (!seen.includes(word)) await once(ran, word);
  };

  beforeAll(async () => {
    testDb = await engine.open();
    jobs = createJobQueue(testDb.database, (error) => errors.push(error));
    // Registered before start, like the app's features do.
    await jobs.register<{ word: string }>(
      'test.echo',
      ({ data }) => {
        seen.push(data.word);
        ran.emit(data.word);
        return Promise.resolve();
      },
      // A job sent between two polls waits for the next one: the shortest interval pg-boss allows.
      { pollingIntervalSeconds: 0.5 },
    );
    await jobs.start();
  }, 60_000);
  afterAll(async () => {
    await jobs.stop();
    await testDb.dispose();
  });

  it('runs a job sent after a commit', async () => {
    await jobs.send('test.echo', { word: 'hello' });
    await handled('hello');
  });

  it('sends in the transaction of the cause: a rollback sends nothing (the outbox)', async () => {
    const user = (await createProfile(testDb.database.db)).id;
    await expect(
      withUser(testDb.database.db, user, async (tx) => {
        await jobs.sendInTransaction(tx, 'test.echo', { word: 'rolled back' });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await withUser(testDb.database.db, user, (tx) =>
      jobs.sendInTransaction(tx, 'test.echo', { word: 'committed' }),
    );
    await handled('committed');
    const { rows } = await testDb.database.db.execute<{ word: string }>(
      sql`select data->>'word' as word from pgboss.job where name = 'test.echo'`,
    );
    expect(rows.map((row) => row.word)).not.toContain('rolled back');
    expect(seen).not.toContain('rolled back');
  });

  it('gives requests no more than adding jobs', async () => {
    const user = (await createProfile(testDb.database.db)).id;
    await expect(
      withUser(testDb.database.db, user, (tx) => tx.execute(sql`delete from pgboss.job`)),
    ).rejects.toThrow();
    await expect(
      withUser(testDb.database.db, user, (tx) => tx.execute(sql`select * from pgboss.job`)),
    ).rejects.toThrow();
  });

  it('keeps schedules and runs handlers directly', async () => {
    await jobs.schedule('test.echo', '0 3 * * *', { word: 'nightly' });
    const { rows } = await testDb.database.db.execute<{ cron: string }>(
      sql`select cron from pgboss.schedule where name = 'test.echo'`,
    );
    expect(rows).toEqual([{ cron: '0 3 * * *' }]);
    await jobs.runNow('test.echo', { word: 'direct' });
    expect(seen).toContain('direct');
    expect(errors).toEqual([]);
  });
});

describe('createQueueOnce', () => {
  const failing = (codes: string[]) => {
    let calls = 0;
    const create = () => {
      const code = codes[calls];
      calls += 1;
      return code ? Promise.reject(Object.assign(new Error(code), { code })) : Promise.resolve();
    };
    return { create, calls: () => calls };
  };

  // The pauses between attempts run on fake timers: the attempts are counted, not waited for.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again when another node created the queue at the same moment', async () => {
    const raced = failing(['40P01', '23505']);
    const created = createQueueOnce(raced.create);
    await vi.runAllTimersAsync();
    await created;
    expect(raced.calls()).toBe(3);
  });

  it('gives up on other errors at once, and on races after the last attempt', async () => {
    const broken = failing(['42P01']);
    await expect(createQueueOnce(broken.create)).rejects.toThrow('42P01');
    expect(broken.calls()).toBe(1);
    const stuck = failing(['40P01', '40P01', '40P01']);
    const givenUp = expect(createQueueOnce(stuck.create, 3)).rejects.toThrow('40P01');
    await vi.runAllTimersAsync();
    await givenUp;
    expect(stuck.calls()).toBe(3);
  });
});
