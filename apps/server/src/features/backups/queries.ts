import { sql } from 'drizzle-orm';
import type { AppDatabase, AppTransaction } from '@/db/client';

type Db = AppDatabase | AppTransaction;

/** The application's tables: every base table of the `public` schema. */
export async function listTables(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  return rows.map((row) => row.name);
}

/** The columns a row is written with: generated ones are computed again on insert. */
export async function writableColumns(db: Db, table: string): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select column_name as name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`);
  return rows.map((row) => row.name);
}

/**
 * One page of a table's rows as JSON text, in physical order after `after` (a ctid): paging
 * by ctid needs no key, and inside one snapshot nothing moves.
 */
export async function tablePage(
  db: Db,
  table: string,
  after: string,
  limit: number,
): Promise<{ ctid: string; row: string }[]> {
  const { rows } = await db.execute<{ ctid: string; row: string }>(sql`
    select t.ctid::text as ctid, to_jsonb(t)::text as row from ${sql.identifier(table)} t
    where t.ctid > ${after}::tid order by t.ctid limit ${limit}`);
  return rows;
}

/** Inserts rows given as JSON objects (a backup's lines), with their own column values. */
export async function insertRows(
  db: Db,
  table: string,
  columns: string[],
  rowsJson: string,
): Promise<void> {
  const names = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${sql.identifier(table)} (${names})
    select ${names} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${rowsJson}::jsonb)`);
}

/**
 * The storage keys the database names: uploads and built export archives (a backup of an
 * older schema may have no export table yet).
 */
export async function storedFileKeys(db: Db): Promise<{ key: string; contentType: string }[]> {
  const { rows: tables } = await db.execute<{ exports: string | null }>(
    sql`select to_regclass('public.data_exports')::text as exports`,
  );
  const exportKeys = tables[0]?.exports
    ? sql`union all select storage_key as key, 'application/zip' as content_type from data_exports
          where storage_key is not null`
    : sql``;
  const { rows } = await db.execute<{ key: string; content_type: string }>(
    sql`select storage_key as key, content_type from uploads ${exportKeys}`,
  );
  return rows.map((row) => ({ key: row.key, contentType: row.content_type }));
}

/** Empties the tables before a load: the migrations seed some (the community's channels). */
export async function emptyTables(tx: AppTransaction, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  const names = sql.join(
    tables.map((table) => sql.identifier(table)),
    sql`, `,
  );
  await tx.execute(sql`truncate table ${names}`);
}

/** People in the database, or null when it has no schema yet. */
export async function peopleCount(db: Db): Promise<number | null> {
  const { rows } = await db.execute<{ exists: string | null }>(
    sql`select to_regclass('public.users')::text as exists`,
  );
  if (!rows[0]?.exists) return null;
  const count = await db.execute<{ count: number }>(sql`select count(*)::int as count from users`);
  return count.rows[0]?.count ?? 0;
}

/** Whether anything was ever migrated here (a database with tables but no people is not empty). */
export async function hasSchema(db: Db): Promise<boolean> {
  const { rows } = await db.execute<{ exists: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as exists`,
  );
  return Boolean(rows[0]?.exists);
}

/**
 * Everything the migrations made, dropped, for `restore --force`: the schemas they create,
 * pg-boss's, and a fresh empty `public` with its default rights.
 */
export async function dropApplicationSchemas(db: Db): Promise<void> {
  await db.execute(
    sql`drop schema if exists public, app, session_notices, drizzle, pgboss cascade`,
  );
  await db.execute(sql`create schema public authorization pg_database_owner`);
  await db.execute(sql`grant usage on schema public to public`);
}

/** Loading a backup: no trigger fires (counts and feeds come restored) and no foreign key waits. */
export async function loadWithoutTriggers(tx: AppTransaction): Promise<void> {
  await tx.execute(sql`set local session_replication_role = replica`);
}
