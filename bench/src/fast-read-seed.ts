import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { recreateDatabase } from './bench-database.ts';
import { type Execute, followerFigures, seedFollowers, seedJourneys } from './followers-seed.ts';
import { seedApp } from './signed-in-load.ts';

export interface FastReadSeed {
  users: number;
  journeysPerUser: number;
  stepsPerJourney: number;
  /** Bare profiles following: each follows seed1 (the star) and `followsEach - 1` others. */
  followers: number;
  followsEach: number;
  password: string;
}

export interface SeededData {
  journeys: number;
  steps: number;
  followerRows: number;
  starFollowers: number;
  star: string;
  middleRowId: string;
  /** Seconds spent seeding now; 0 when the database of an earlier run was reused. */
  seedSeconds: number;
  reused: boolean;
}

/** The seed's parameters as one string: a database seeded with other ones is seeded again. */
const specOf = (seed: FastReadSeed) =>
  JSON.stringify([
    seed.users,
    seed.journeysPerUser,
    seed.stepsPerJourney,
    seed.followers,
    seed.followsEach,
    seed.password,
  ]);

// The people (accounts, passwords, profiles) by the app's own seed, which also migrates; their
// journeys and steps by seedJourneys() in two statements: the app's seed adds activities and
// leaderboard points per step, minutes of work this benchmark does not read.
const seedArgs = (seed: FastReadSeed) => [
  `--users=${seed.users}`,
  '--journeys-per-user=0',
  '--steps-per-journey=1',
  '--projects-per-user=0',
  `--password=${seed.password}`,
  '--batch-size=500',
];

async function seedData(execute: Execute, seed: FastReadSeed): Promise<void> {
  await seedJourneys(execute, seed.users, seed.journeysPerUser, seed.stepsPerJourney);
  await seedFollowers(execute, seed.followers, seed.followsEach);
}

/**
 * The PostgreSQL database `name`, seeded with `seed` (the app's set-based seed, then
 * 1,000,000 follower rows by generate_series). A database a previous run seeded with the same
 * parameters is kept as it is (its spec is stored in `bench_seeded`); the server migrates it
 * on start as it would any database.
 */
export async function ensurePostgresSeed(
  adminUrl: string,
  name: string,
  seed: FastReadSeed,
): Promise<{ databaseUrl: string; data: SeededData }> {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const existing = await readPostgresSpec(url.toString());
  if (existing === specOf(seed)) {
    const data = await withPg(url.toString(), (execute) => figures(execute, seed, 0, true));
    return { databaseUrl: url.toString(), data };
  }
  const started = performance.now();
  const databaseUrl = await recreateDatabase(adminUrl, name);
  seedApp(databaseUrl, seedArgs(seed));
  const data = await withPg(databaseUrl, async (execute) => {
    await seedData(execute, seed);
    await execute('create table bench_seeded (spec text not null)');
    await execute('insert into bench_seeded values ($1)', [specOf(seed)]);
    return figures(execute, seed, (performance.now() - started) / 1000, false);
  });
  return { databaseUrl, data };
}

/**
 * The same data in an embedded PGlite under `dataDir` (kept between runs, with a `seeded.json`
 * naming its spec). The server must not be running on it while this runs.
 */
export async function ensurePgliteSeed(dataDir: string, seed: FastReadSeed): Promise<SeededData> {
  const marker = join(dataDir, 'seeded.json');
  const reused = existsSync(marker) && readFileSync(marker, 'utf8') === specOf(seed);
  const started = performance.now();
  if (!reused) {
    mkdirSync(dataDir, { recursive: true });
    seedApp('', seedArgs(seed), { DATA_DIR: dataDir });
  }
  const db = new PGlite(join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    const execute: Execute = (text, values) => db.query(text, values);
    if (!reused) await seedData(execute, seed);
    const data = await figures(execute, seed, (performance.now() - started) / 1000, reused);
    if (!reused) writeFileSync(marker, specOf(seed));
    return data;
  } finally {
    await db.close();
  }
}

async function figures(
  execute: Execute,
  seed: FastReadSeed,
  seconds: number,
  reused: boolean,
): Promise<SeededData> {
  const { rows } = (await execute(
    `select (select count(*)::int from journeys) as journeys,
            (select count(*)::int from journey_steps) as steps,
            (select id from users where email = 'seed1@seed.waymark.example') as star`,
  )) as { rows: { journeys: number; steps: number; star: string }[] };
  const row = rows[0];
  if (!row?.star) throw new Error('the fast-read database has no seed1');
  const followers = await followerFigures(execute, row.star, seed.followers);
  return {
    journeys: row.journeys,
    steps: row.steps,
    star: row.star,
    ...followers,
    seedSeconds: Math.round(seconds * 10) / 10,
    reused,
  };
}

async function readPostgresSpec(databaseUrl: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch {
    return undefined; // no such database yet
  }
  try {
    const { rows } = await client.query<{ spec: string }>(
      `select spec from bench_seeded where to_regclass('bench_seeded') is not null`,
    );
    return rows[0]?.spec;
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

async function withPg<T>(databaseUrl: string, fn: (execute: Execute) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn((text, values) => client.query(text, values));
  } finally {
    await client.end();
  }
}
