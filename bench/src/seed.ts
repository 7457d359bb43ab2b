import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

// A profile belongs to an account (profiles.id references users.id): both rows, one statement.
const insertProfile = `
  with account as (
    insert into users (id, name, email, email_verified)
    values ($1, 'Bench Marker', $2 || '@bench.example', true)
    returning id
  )
  insert into profiles (id, username, full_name, bio, visibility)
  select id, $2, 'Bench Marker', 'A public profile read by the benchmark.', 'public' from account`;

/**
 * Seeds one public profile for the RLS-wrapped read. Runs as the database owner while the
 * server is stopped, because an embedded PGlite data dir has exactly one process at a time.
 */
export async function seedPublicProfile(target: { dataDir: string; databaseUrl?: string }) {
  const id = randomUUID();
  const username = `bench_${id.slice(0, 8)}`;
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      await client.query(insertProfile, [id, username]);
    } finally {
      await client.end();
    }
  } else {
    // The server's migrations created pg_trgm: its trigram indexes need the extension loaded.
    const db = new PGlite(join(target.dataDir, 'db'), { extensions: { pg_trgm } });
    try {
      await db.query(insertProfile, [id, username]);
    } finally {
      await db.close();
    }
  }
  return id;
}
