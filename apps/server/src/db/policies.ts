import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDatabase } from '@/db/client';
import { migrationsFolder } from '@/package-root';

/**
 * Each table's current row-level security lives in one file, `drizzle/policies/<table>.sql`,
 * and the functions those policies call in `_functions.sql`. Migrations still create tables;
 * the files say what their policies are now, so nobody has to replay fifteen migrations to
 * know who may read a row.
 */
export const policiesFolder = path.join(migrationsFolder, 'policies');

const functionsFileName = '_functions.sql';
// Same separator as the migrations: PGlite runs one statement per query.
const statementBreakpoint = '--> statement-breakpoint';
const tableFileName = /^([a-z_][a-z0-9_]*)\.sql$/;
// Bookkeeping beside drizzle's own table, out of reach of app_user (no grant on the schema).
const appliedTable = sql`drizzle.__policy_files`;

export interface PolicyFile {
  name: string;
  /** The table whose policies the file holds; null for the functions file. */
  table: string | null;
  statements: string[];
}

export interface PolicySet {
  files: PolicyFile[];
  /** Changes whenever any file does: applying is skipped while it and the schema stay put. */
  hash: string;
}

const isOnlyComments = (chunk: string) =>
  chunk.split('\n').every((line) => line.trim() === '' || line.trim().startsWith('--'));

/** The files of `folder`, functions first (the policies call them), then tables by name. */
export function readPolicySet(folder: string = policiesFolder): PolicySet {
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort((a, b) => (a === functionsFileName ? -1 : b === functionsFileName ? 1 : a < b ? -1 : 1));
  const hash = createHash('sha256');
  const files = names.map((name): PolicyFile => {
    const text = readFileSync(path.join(folder, name), 'utf8');
    hash.update(`${name}\0${text}\0`);
    const table = name === functionsFileName ? null : tableFileName.exec(name)?.[1];
    if (table === undefined) {
      throw new Error(`Policy file ${name} must be named <table>.sql (lower case, underscores)`);
    }
    const statements = text
      .split(statementBreakpoint)
      .map((chunk) => chunk.trim())
      .filter((chunk) => !isOnlyComments(chunk));
    checkTouchesOnly(name, table, statements);
    return { name, table, statements };
  });
  return { files, hash: hash.digest('hex') };
}

// What a table's file may do to its table: switch row-level security on and create policies.
const tableStatements = [
  /^ALTER TABLE\s+(?:public\.)?(\w+)\s+(?:ENABLE|FORCE) ROW LEVEL SECURITY;?$/i,
  /^CREATE POLICY\s+\w+\s+ON\s+(?:public\.)?(\w+)\s/i,
];

/**
 * A table's file touches that table alone, and the functions file no table: applying drops
 * the policies of the file's table only, so a policy written into another table's file would
 * outlive its removal from there.
 */
function checkTouchesOnly(name: string, table: string | null, statements: string[]): void {
  for (const statement of statements) {
    const code = statement.replace(/^\s*--.*$/gm, '');
    const target = tableStatements
      .map((pattern) => pattern.exec(code.trim())?.[1])
      .find((match) => match !== undefined);
    if (table === null ? target !== undefined : target !== table) {
      const firstLine = code.trim().split('\n')[0] ?? '';
      throw new Error(
        table === null
          ? `${name} may not alter a table or create a policy: ${firstLine}`
          : `${name} may only enable row-level security on and create policies for ${table}: ${firstLine}`,
      );
    }
  }
}

let cachedSet: PolicySet | undefined;
const defaultPolicySet = () => (cachedSet ??= readPolicySet());

const appliedRowSchema = z.object({ files_hash: z.string(), schema_tag: z.string() });

/**
 * Makes the database's policies exactly those of the files: for each table, drops every
 * policy it has and creates the file's, all in one transaction, so a request never sees a
 * table with half its policies. Runs after the migrations, under their lock, and only when
 * the files or the schema changed since the last run (a new migration may have recreated a
 * table or a policy), which keeps start-up to two small queries otherwise. Returns whether it
 * applied.
 */
export async function applyPolicies(
  db: AppDatabase,
  schemaTag: string,
  {
    policySet = defaultPolicySet(),
    force = false,
  }: { policySet?: PolicySet; force?: boolean } = {},
): Promise<boolean> {
  await db.execute(sql`create table if not exists ${appliedTable} (
    files_hash text not null,
    schema_tag text not null,
    applied_at timestamp with time zone not null default now()
  )`);
  if (!force) {
    const applied = await db.execute(sql`select files_hash, schema_tag from ${appliedTable}`);
    const row = applied.rows[0] ? appliedRowSchema.parse(applied.rows[0]) : undefined;
    if (row?.files_hash === policySet.hash && row.schema_tag === schemaTag) return false;
  }
  await db.transaction(async (tx) => {
    const existing = await existingPolicies(tx);
    for (const file of policySet.files) {
      if (file.table) {
        const table = sql`public.${sql.identifier(file.table)}`;
        for (const policy of existing.get(file.table) ?? []) {
          await tx.execute(sql`drop policy ${sql.identifier(policy)} on ${table}`);
        }
      }
      for (const statement of file.statements) await tx.execute(sql.raw(statement));
    }
    await tx.execute(sql`delete from ${appliedTable}`);
    await tx.execute(
      sql`insert into ${appliedTable} (files_hash, schema_tag) values (${policySet.hash}, ${schemaTag})`,
    );
  });
  return true;
}

const policyRowSchema = z.object({ tablename: z.string(), policyname: z.string() });

/** Policy names of the public tables, by table: one query rather than one per file. */
async function existingPolicies(db: Pick<AppDatabase, 'execute'>): Promise<Map<string, string[]>> {
  const result = await db.execute(
    sql`select tablename, policyname from pg_policies where schemaname = 'public'`,
  );
  const byTable = new Map<string, string[]>();
  for (const row of result.rows) {
    const { tablename, policyname } = policyRowSchema.parse(row);
    byTable.set(tablename, [...(byTable.get(tablename) ?? []), policyname]);
  }
  return byTable;
}
