// `npm run seed -- --users 1000`: demo people with projects, journeys, steps and activities.
// Uses DATABASE_URL when set, else the embedded database under DATA_DIR (default ./data),
// migrating it first. Stop the server before seeding an embedded database (one process at a time).
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { createDatabase } from '@/db/client';
import { migrate } from '@/db/migrate';
import { seedChat } from '@/seed/chat-seed';
import { seedEngagement } from '@/seed/engage-seed';
import { seedLeaderboard } from '@/seed/leaderboard-seed';
import { seedNotifications } from '@/seed/notifications-seed';
import { parseSeedArgs, seedUsage } from '@/seed/options';
import { seedDemoData, seedEmail } from '@/seed/seed-data';

const parsed = parseSeedArgs(process.argv.slice(2));
if (parsed.kind === 'help') {
  console.log(seedUsage());
  process.exit(0);
}
if (parsed.kind === 'invalid') {
  console.error(`${parsed.message}\n\n${seedUsage()}`);
  process.exit(2);
}
const { password, ...options } = parsed.options;

const database = await createDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './data',
});
try {
  await migrate(database);
  const started = performance.now();
  const passwordHash = await hashPassword(password);
  // A connection of its own, without the request time limits of the pool.
  await database.withDedicatedConnection(({ db }) =>
    seedDemoData(db, {
      ...options,
      passwordHash,
      onBatch: (done) => process.stdout.write(`\rSeeded ${done} of ${options.users} people`),
    }),
  );
  await database.withDedicatedConnection(({ db }) => seedLeaderboard(db, options));
  await database.withDedicatedConnection(({ db }) => seedEngagement(db, options));
  await seedNotifications(database.db, options.users);
  await seedChat(database.db, options.users);
  const counts = await database.db.execute<Record<string, number>>(sql`select
    (select count(*)::int from journeys) as journeys, (select count(*)::int from journey_steps) as steps,
    (select count(*)::int from projects) as projects, (select count(*)::int from activities) as activities`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nDone in ${seconds} s. The database now holds`, counts.rows[0]);
  console.log(
    `Sign in as ${seedEmail(1)} … ${seedEmail(options.users)} with the password "${password}".`,
  );
} finally {
  await database.close();
}
