import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestDatabase } from '../../test/engines';

/**
 * What app_user, the role every request runs as, may do to each table: the grants half of
 * the row-level security matrix (which rows is the policies' half: rls.test.ts and the
 * features' rls tests). Writes only the server makes (billing, second factors, social counts)
 * are not granted at all: they run as the connection's role (db/server-role.ts) or in
 * SECURITY DEFINER functions.
 */

type Privilege = 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE' | 'REFERENCES' | 'TRIGGER';

const none: Privilege[] = [];
const readOnly: Privilege[] = ['SELECT'];
const all: Privilege[] = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'];

const expectedPrivileges: Record<string, Privilege[]> = {
  // better-auth's and the server's own bookkeeping.
  users: none,
  sessions: none,
  accounts: none,
  verifications: none,
  jwks: none,
  processed_webhook_events: none,
  auth_factor_attempts: none,
  auth_factor_lockouts: none,

  profiles: ['SELECT', 'UPDATE'],
  user_settings: ['SELECT', 'INSERT', 'UPDATE'],
  active_sessions: all,
  uploads: ['SELECT', 'INSERT', 'DELETE'],
  support_tickets: ['SELECT', 'INSERT'],

  auth_factors: readOnly,
  auth_challenges: readOnly,
  auth_backup_codes: readOnly,

  billing_customers: readOnly,
  payment_methods: readOnly,
  subscriptions: readOnly,
  invoices: readOnly,
  billing_idempotency_keys: ['SELECT', 'INSERT'],
  billing_trials: ['SELECT', 'INSERT'],
  sandbox_checkout_sessions: ['SELECT', 'INSERT', 'UPDATE'],

  followers: ['SELECT', 'UPDATE', 'DELETE'],
  connections: all,
  blocked_users: ['SELECT', 'INSERT', 'DELETE'],
  restricted_users: ['SELECT', 'INSERT', 'DELETE'],
  muted_users: all,
  user_reports: ['SELECT', 'INSERT'],
  social_counts: readOnly,

  projects: all,
  journeys: all,
  journey_steps: all,
  journey_documents: ['SELECT', 'INSERT', 'UPDATE'],
  // Entries toward a target (issue 34) are logged and deleted, never edited.
  journey_entries: ['SELECT', 'INSERT', 'DELETE'],
  // Shared journeys (drizzle/0036): UPDATE is the role column alone.
  journey_collaborators: all,
  activities: ['SELECT', 'INSERT', 'UPDATE'],
  activity_heads: none,
  // Written by requests (their own entries); totals and histogram only by its triggers.
  leaderboard_ledger: ['SELECT', 'INSERT'],
  leaderboard_totals: readOnly,
  leaderboard_histogram: readOnly,
  // Requests update last_used_at and last_used_ip only (a column grant).
  api_tokens: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  activity_cheers: ['SELECT', 'INSERT', 'DELETE'],
  // UPDATE is the pending column alone: the owner's approval.
  activity_comments: all,
  // Written only through app.record_notification(); readers mark read (read_at) and delete.
  notifications: ['SELECT', 'UPDATE', 'DELETE'],
  // Chat (issue 17): membership only through the app.chat_*() functions; column grants for
  // renaming, a member's own choices, editing a message and moving one's watermark.
  conversations: ['SELECT', 'UPDATE'],
  conversation_members: ['SELECT', 'UPDATE'],
  messages: ['SELECT', 'INSERT', 'UPDATE'],
  message_reactions: ['SELECT', 'INSERT', 'DELETE'],
  conversation_reads: ['SELECT', 'UPDATE'],
  // Pro for people (issue 19, drizzle/0026_pro_for_people.sql).
  insight_preferences: ['SELECT', 'INSERT', 'UPDATE'],
  request_idempotency_keys: ['SELECT', 'INSERT', 'DELETE'],
  known_devices: all,
  sign_in_alerts: ['SELECT', 'INSERT'],
  // Outgoing webhooks (issue 18): UPDATE on deliveries is status and next_attempt_at (redeliver).
  webhook_endpoints: all,
  webhook_deliveries: ['SELECT', 'INSERT', 'UPDATE'],
  // Export and backup archives (issue 18): requests queue one and read progress.
  data_exports: ['SELECT', 'INSERT'],
  import_mappings: ['SELECT', 'INSERT'],
  // Tracker imports (issue 34): a key moves to the row made again (UPDATE).
  import_keys: ['SELECT', 'INSERT', 'UPDATE'],
  // Presence (drizzle/0032_presence.sql): a person upserts their own last-seen time.
  user_presence: ['SELECT', 'INSERT', 'UPDATE'],
  // The community (issue 19, drizzle/0029_community.sql): moderator actions and bans only
  // through the app.community_*() functions; moderators' addresses are the server's alone.
  community_moderator_emails: none,
  community_reads: ['SELECT', 'INSERT', 'UPDATE'],
  community_reports: ['SELECT', 'INSERT'],
  community_bans: readOnly,
  community_moderation_log: readOnly,
  // Habits (issue 34, drizzle/0035_habits.sql): added and removed, never edited in place.
  step_checkins: ['SELECT', 'INSERT', 'DELETE'],
  journey_pauses: ['SELECT', 'INSERT', 'DELETE'],
};

const addToMap = (tables: string[]) =>
  `${tables.join(', ')}: add each to expectedPrivileges in src/db/grants.test.ts with exactly ` +
  'what requests (withUser) do with it, and grant exactly that in its migration (the default ' +
  'tables start with no privilege for app_user since migration 0014).';

type TableRow = {
  table: string;
  privileges: string;
  rls: boolean;
  forced: boolean;
};

describe.each(engines)('privileges of app_user ($name)', (engine) => {
  let testDb: TestDatabase;
  let tables: Map<string, TableRow>;

  beforeAll(async () => {
    testDb = await engine.open();
    // Column grants count too: has_any_column_privilege is true for either kind.
    const { rows } = await testDb.database.db.execute<TableRow>(sql`
      select c.relname as "table",
        concat_ws(',',
          case when has_any_column_privilege('app_user', c.oid, 'SELECT') then 'SELECT' end,
          case when has_any_column_privilege('app_user', c.oid, 'INSERT') then 'INSERT' end,
          case when has_any_column_privilege('app_user', c.oid, 'UPDATE') then 'UPDATE' end,
          case when has_table_privilege('app_user', c.oid, 'DELETE') then 'DELETE' end,
          case when has_table_privilege('app_user', c.oid, 'TRUNCATE') then 'TRUNCATE' end,
          case when has_any_column_privilege('app_user', c.oid, 'REFERENCES') then 'REFERENCES' end,
          case when has_table_privilege('app_user', c.oid, 'TRIGGER') then 'TRIGGER' end
        ) as privileges,
        c.relrowsecurity as rls,
        c.relforcerowsecurity as forced
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by c.relname`);
    tables = new Map(rows.map((row) => [row.table, row]));
  });
  afterAll(() => testDb.dispose());

  it('knows every table of the public schema', () => {
    const unknown = [...tables.keys()].filter((table) => !(table in expectedPrivileges));
    expect(unknown, addToMap(unknown)).toEqual([]);
  });

  it('lists no table that no longer exists', () => {
    const gone = Object.keys(expectedPrivileges).filter((table) => !tables.has(table));
    expect(gone, 'remove these from expectedPrivileges in src/db/grants.test.ts').toEqual([]);
  });

  it.each(Object.entries(expectedPrivileges))('grants app_user on %s exactly %j', (table, want) => {
    const row = tables.get(table);
    expect(row, `table ${table}`).toBeDefined();
    const actual = row?.privileges ? row.privileges.split(',') : [];
    expect(actual, table).toEqual(want);
  });

  it('gives app_user nothing on a table a later migration creates', async () => {
    const table = `grants_probe_${Date.now()}`;
    await testDb.database.db.execute(sql.raw(`create table public.${table} (id int)`));
    try {
      const { rows } = await testDb.database.db.execute<{ any: boolean }>(
        sql.raw(`select has_any_column_privilege('app_user', 'public.${table}', 'SELECT,INSERT,UPDATE')
          or has_table_privilege('app_user', 'public.${table}', 'DELETE') as any`),
      );
      expect(rows[0]?.any).toBe(false);
    } finally {
      await testDb.database.db.execute(sql.raw(`drop table public.${table}`));
    }
  });

  it('binds app_user to row-level security on every table it may touch', () => {
    const unguarded = [...tables.values()]
      .filter((row) => row.privileges !== '' && !(row.rls && row.forced))
      .map((row) => row.table);
    expect(unguarded, 'ENABLE and FORCE ROW LEVEL SECURITY on these').toEqual([]);
  });

  it('lets app_user create neither temporary tables nor objects in the schemas', async () => {
    const { rows } = await testDb.database.db.execute<Record<string, boolean>>(sql`
      select has_database_privilege('app_user', current_database(), 'TEMPORARY') as temp,
        has_schema_privilege('app_user', 'public', 'CREATE') as public_create,
        has_schema_privilege('app_user', 'app', 'CREATE') as app_create`);
    expect(rows[0]).toEqual({ temp: false, public_create: false, app_create: false });
  });

  it('pins the search_path of every SECURITY DEFINER function, with pg_temp last', async () => {
    const { rows } = await testDb.database.db.execute<{ name: string; config: string }>(sql`
      select p.oid::regprocedure::text as name,
        coalesce(array_to_string(p.proconfig, ';'), '') as config
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef and n.nspname in ('public', 'app')
      order by 1`);
    expect(rows.length).toBeGreaterThanOrEqual(9);
    // Without pg_temp in the list PostgreSQL searches it first: a temporary table would shadow.
    const unpinned = rows
      .filter(({ config }) => {
        const path = /(?:^|;)search_path=([^;]*)/.exec(config)?.[1];
        if (path === undefined) return true;
        const schemas = path.split(',').map((schema) => schema.trim().replaceAll('"', ''));
        const pgTemp = schemas.indexOf('pg_temp');
        return !(path === '' || path === '""' || pgTemp === schemas.length - 1);
      })
      .map(({ name, config }) => `${name} (${config || 'no settings'})`);
    expect(unpinned, 'SET search_path = pg_catalog, public, pg_temp on these').toEqual([]);
  });
});
