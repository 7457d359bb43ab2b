import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { MigrationConfig } from 'drizzle-orm/migrator';
import { z } from 'zod';
import type { AppDatabase, AppTransaction, Database } from '@/db/client';
import { applyPolicies } from '@/db/policies';
import { migrationsFolder } from '@/package-root';

export const migrationConfig = {
  migrationsFolder,
  migrationsSchema: 'drizzle',
  migrationsTable: '__drizzle_migrations',
} satisfies MigrationConfig;

// Any fixed number works as long as nothing else in the database uses it.
const migrationLockKey = 728_153_001;

const journalSchema = z.object({
  entries: z.array(z.object({ tag: z.string(), when: z.number() })),
});

/** The committed migrations, oldest first, as drizzle-kit wrote them. */
export const journal = journalSchema.parse(
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')),
).entries;

// PGlite is one session, so an advisory lock cannot keep two callers in the same
// process apart there; chaining them can.
const pgliteQueues = new WeakMap<Database, Promise<unknown>>();

/**
 * Brings the database to the latest committed migration, then makes its row-level
 * security policies those of drizzle/policies/ (src/db/policies.ts). Several nodes may
 * start at once: a session advisory lock lets exactly one migrate while the others wait,
 * then find nothing left to apply.
 */
export async function migrate(database: Database): Promise<string> {
  if (database.engine === 'pglite') {
    const previous = pgliteQueues.get(database) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => migrateLocked(database));
    pgliteQueues.set(database, run);
    return run;
  }
  return migrateLocked(database);
}

async function migrateLocked(database: Database): Promise<string> {
  return database.withDedicatedConnection(async (connection) => {
    await connection.db.execute(sql`select pg_advisory_lock(${migrationLockKey})`);
    try {
      await connection.migrate(migrationConfig);
      const tag = await readSchemaTag(connection.db);
      if (!tag) throw new Error('Migrations ran but none is recorded as applied');
      await applyPolicies(connection.db, tag);
      return tag;
    } finally {
      await connection.db.execute(sql`select pg_advisory_unlock(${migrationLockKey})`);
    }
  });
}

/**
 * Brings an empty (or older) database to the migration `tag` and no further, without
 * policies: a restore loads a backup into the schema it was made with, then `migrate()`
 * applies the rest as any upgrade would. Drizzle's migrator applies a whole folder, so it
 * is handed a copy of the folder whose journal ends at `tag`.
 */
export async function migrateTo(database: Database, tag: string): Promise<void> {
  const last = journal.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`Unknown migration: ${tag}`);
  const folder = mkdtempSync(path.join(tmpdir(), 'waymark-migrations-'));
  try {
    mkdirSync(path.join(folder, 'meta'));
    const fullJournal = JSON.parse(
      readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const entries = fullJournal.entries.slice(0, last + 1);
    writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ ...fullJournal, entries }),
    );
    for (const entry of journal.slice(0, last + 1)) {
      copyFileSync(
        path.join(migrationsFolder, `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    }
    await database.withDedicatedConnection((connection) =>
      connection.migrate({ ...migrationConfig, migrationsFolder: folder }),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const appliedRowSchema = z.object({ created_at: z.union([z.string(), z.number()]) });

/**
 * Tag of the newest migration recorded in the database (e.g. `0001_profiles_rls`),
 * or null before the first migration. Drizzle records each migration's journal
 * timestamp, which maps back to its tag.
 */
export async function readSchemaTag(db: AppDatabase | AppTransaction): Promise<string | null> {
  const exists = await db.execute<{ table: string | null }>(
    sql`select to_regclass(${`${migrationConfig.migrationsSchema}.${migrationConfig.migrationsTable}`}) as table`,
  );
  if (!exists.rows[0]?.table) return null;
  const result = await db.execute(
    sql`select created_at from ${sql.identifier(migrationConfig.migrationsSchema)}.${sql.identifier(
      migrationConfig.migrationsTable,
    )} order by created_at desc limit 1`,
  );
  const row = result.rows[0];
  if (!row) return null;
  const appliedAt = Number(appliedRowSchema.parse(row).created_at);
  const entry = journal.find((candidate) => candidate.when === appliedAt);
  // A database migrated by a newer release than this one: say so rather than guess.
  return entry?.tag ?? `unknown-${appliedAt}`;
}
