import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppDatabase } from '@/db/client';
import { journal, migrate, migrationConfig } from '@/db/migrate';
import { applyPolicies, policiesFolder, readPolicySet } from '@/db/policies';
import { engines, type TestDatabase } from '../../test/engines';

const latestTag = journal.at(-1)?.tag ?? '';

/** Everything row-level security of the public tables depends on, as the catalogs say it. */
async function securitySnapshot(db: AppDatabase) {
  const policies = await db.execute(sql`
    select tablename, policyname, permissive, array_to_string(roles, ',') as roles, cmd,
      qual, with_check
    from pg_policies where schemaname = 'public' order by tablename, policyname`);
  const tables = await db.execute(sql`
    select c.relname, c.relrowsecurity, c.relforcerowsecurity
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`);
  const functions = await db.execute(sql`
    select p.oid::regprocedure::text as signature, pg_get_functiondef(p.oid) as definition,
      coalesce(p.proacl::text, '') as acl
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname in ('app', 'public')
      -- An extension's own functions (pg_trgm's, drizzle/0017) are no policy's business.
      and not exists (
        select 1 from pg_depend d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
      )
    order by 1`);
  return { policies: policies.rows, tables: tables.rows, functions: functions.rows };
}

// The deliberate changes the files made since 0014, each named with its issue.
const changedSince0014 = {
  policies: [
    'activities_select',
    'activities_update',
    // The leaderboard (issue 16): its tables, their policies and functions are new.
    'leaderboard_histogram_select',
    'leaderboard_ledger_insert',
    'leaderboard_ledger_select',
    'leaderboard_totals_select',
    // Personal access tokens (issue 18).
    'api_tokens_own',
    // Cheers and comments (issue 16, drizzle/0020_cheers_comments.sql).
    'activity_cheers_select',
    'activity_cheers_insert',
    'activity_cheers_delete',
    'activity_comments_select',
    'activity_comments_insert',
    'activity_comments_update',
    'activity_comments_delete',
    // Notifications (issue 16, drizzle/0021_notifications.sql).
    'notifications_own',
    // Chat (issue 17, drizzle/0024_chat.sql); attachments are read by the conversation's members.
    'uploads_select',
    'conversations_select',
    'conversations_update',
    'conversation_members_select',
    'conversation_members_update',
    'messages_select',
    'messages_insert',
    'messages_update',
    'message_reactions_select',
    'message_reactions_insert',
    'message_reactions_delete',
    'conversation_reads_select',
    'conversation_reads_update',
    // Pro for people (issue 19, drizzle/0026_pro_for_people.sql).
    'insight_preferences_own',
    'request_idempotency_keys_own',
    'known_devices_own',
    'sign_in_alerts_own',
    // Outgoing webhooks (issue 18, drizzle/0025_webhooks.sql).
    'webhook_endpoints_own',
    'webhook_deliveries_own',
    'data_exports_own',
    'import_mappings_own',
    'import_keys_own',
    // Presence (drizzle/0032_presence.sql).
    'user_presence_own',
    // The community (issue 19, drizzle/0029_community.sql).
    'community_reads_own',
    'community_reports_select',
    'community_reports_insert',
    'community_bans_select',
    'community_moderation_log_select',
    // Habits (issue 34, drizzle/0035_habits.sql).
    'step_checkins_select',
    'step_checkins_insert',
    'step_checkins_delete',
    'journey_pauses_select',
    'journey_pauses_insert',
    'journey_pauses_delete',
    // Targets and entries (issue 34, drizzle/0034_journey_targets.sql).
    'journey_entries_select',
    'journey_entries_insert',
    'journey_entries_delete',
    // Shared journeys (issue 34, drizzle/0036_journey_collaborators.sql): collaborators see
    // a journey and its people, editors change its content.
    'journeys_select',
    'journeys_update',
    'journey_steps_insert',
    'journey_steps_update',
    'journey_steps_delete',
    'journey_documents_insert',
    'journey_documents_update',
    'journey_documents_delete',
    'journey_collaborators_select',
    'journey_collaborators_insert',
    'journey_collaborators_update',
    'journey_collaborators_delete',
  ],
  // The Following tab's heads and candidates (issue 16, drizzle/0017_timeline_heads.sql).
  tables: [
    'activity_heads',
    'leaderboard_histogram',
    'leaderboard_ledger',
    'leaderboard_totals',
    'api_tokens',
    'activity_cheers',
    'activity_comments',
    'notifications',
    'conversations',
    'conversation_members',
    'messages',
    'message_reactions',
    'conversation_reads',
    'insight_preferences',
    'request_idempotency_keys',
    'known_devices',
    'sign_in_alerts',
    'webhook_endpoints',
    'webhook_deliveries',
    'data_exports',
    'import_mappings',
    'import_keys',
    'user_presence',
    'community_moderator_emails',
    'community_reads',
    'community_reports',
    'community_bans',
    'community_moderation_log',
    'step_checkins',
    'journey_pauses',
    'journey_entries',
    'journey_collaborators',
  ],
  functions: [
    'app.is_muted_by_viewer(uuid)',
    // The visibility rule, inlinable now that its follow check is a function (same meaning).
    'journey_visible_to_viewer(uuid,text)',
    'app.viewer_follows(uuid)',
    'app.advance_activity_head()',
    'app.timeline_followees(uuid)',
    'app.timeline_page_of(uuid,uuid[],integer,timestamp with time zone,timestamp with time zone,timestamp with time zone,uuid,text,text)',
    'app.following_timeline_candidates(integer,timestamp with time zone,uuid,text,text)',
    'app.leaderboard_add_entry()',
    'app.leaderboard_listing(uuid)',
    'app.leaderboard_move_bucket()',
    'app.leaderboard_periods(date,text)',
    'app.leaderboard_rank(text,integer)',
    'app.leaderboard_sync_listing()',
    'app.activity_comment_defaults()',
    'app.record_notification(uuid,uuid,text,text,boolean,boolean,text,uuid,text,boolean,integer,integer)',
    // Discover (issue 16): the "discoverable" privacy choice, drizzle/0022_discover.sql.
    'app.is_discoverable(uuid)',
    // Chat (issue 17, drizzle/0024_chat.sql).
    'app.chat_is_member(uuid)',
    'app.chat_hides_receipts(uuid,uuid)',
    'app.chat_messaging_decision(uuid)',
    'app.chat_can_post(uuid)',
    'app.chat_enrol(uuid,uuid,text,text)',
    'app.chat_open_direct(uuid)',
    'app.chat_add_members(uuid,uuid[],integer)',
    'app.chat_create_group(text,uuid[],integer)',
    'app.chat_remove_member(uuid,uuid)',
    'app.chat_set_role(uuid,uuid,text)',
    'app.chat_touch_conversation()',
    'app.chat_keep_watermark()',
    'app.chat_conversation_of_file_key(text)',
    'app.presence_of(uuid[])',
    // The community (issue 19, drizzle/0029_community.sql).
    'app.community_is_moderator()',
    'app.community_has_paid_access()',
    'app.community_is_banned(uuid)',
    'app.community_can_read()',
    'app.community_is_channel(uuid)',
    'app.community_require_moderator()',
    'app.community_remove_message(uuid,text)',
    'app.community_dismiss_report(uuid)',
    'app.community_ban(uuid,text)',
    'app.community_unban(uuid)',
    'app.community_report_subject(uuid)',
    // Targets and entries (issue 34, drizzle/0034_journey_targets.sql).
    'app.can_edit_journey(uuid)',
    'app.tally_journey_entry()',
    // Shared journeys (issue 34, drizzle/0036_journey_collaborators.sql).
    'app.journey_role(uuid)',
    'app.journeys_keep_owner_fields()',
    'app.unshare_on_block()',
    'app.profile_id_by_username(text)',
  ],
};
const withoutChangesSince0014 = (snapshot: Awaited<ReturnType<typeof securitySnapshot>>) => ({
  ...snapshot,
  tables: snapshot.tables.filter((row) => !changedSince0014.tables.includes(String(row.relname))),
  policies: snapshot.policies.filter(
    (row) => !changedSince0014.policies.includes(String(row.policyname)),
  ),
  functions: snapshot.functions.filter(
    (row) => !changedSince0014.functions.includes(String(row.signature)),
  ),
});

const policyOid = async (db: AppDatabase, name: string) =>
  (
    await db.execute<{ oid: number }>(
      sql`select oid::int as oid from pg_policy where polname = ${name}`,
    )
  ).rows[0]?.oid;

const journalSchema = z.looseObject({ entries: z.array(z.looseObject({ tag: z.string() })) });

// The last migration that wrote policies itself; from then on they live in the files only.
const lastMigrationWithPolicies = '0014_tables_start_closed';

/**
 * Migrated the way a release before drizzle/policies/ did: by the migrations alone, up to
 * `lastMigrationWithPolicies` (later migrations leave policies to the files).
 */
async function migrateWithoutPolicyFiles(testDb: TestDatabase, dir: string): Promise<void> {
  const last = journal.findIndex((entry) => entry.tag === lastMigrationWithPolicies);
  expect(last).toBeGreaterThanOrEqual(0);
  const entries = journal.slice(0, last + 1);
  mkdirSync(path.join(dir, 'meta'));
  const journalFile = path.join(migrationConfig.migrationsFolder, 'meta', '_journal.json');
  const fullJournal = journalSchema.parse(JSON.parse(readFileSync(journalFile, 'utf8')));
  writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...fullJournal, entries: fullJournal.entries.slice(0, entries.length) }),
  );
  for (const { tag } of entries) {
    cpSync(path.join(migrationConfig.migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  }
  await testDb.database.withDedicatedConnection((connection) =>
    connection.migrate({ ...migrationConfig, migrationsFolder: dir }),
  );
}

describe.each(engines)('row-level security policy files on $name', (engine) => {
  const opened: TestDatabase[] = [];
  const tempDirs: string[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((testDb) => testDb.dispose()));
    for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const open = async (options?: { migrate?: boolean }) => {
    const testDb = await engine.open(options);
    opened.push(testDb);
    return testDb;
  };

  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'waymark-policies-'));
    tempDirs.push(dir);
    return dir;
  };

  // Moving the policies into files changed no behaviour: a database the migrations alone
  // brought to 0014 has exactly the policies, RLS switches and functions the files define.
  // A later deliberate change to a file shows up here as the difference it makes.
  it(`define exactly the policies, RLS switches and functions migrations up to ${lastMigrationWithPolicies} left`, async () => {
    const testDb = await open({ migrate: false });
    const db = testDb.database.db;
    await migrateWithoutPolicyFiles(testDb, tempDir());
    const fromMigrations = await securitySnapshot(db);
    expect(fromMigrations.policies.length).toBeGreaterThan(50);
    const before = await policyOid(db, 'journeys_select');

    // A database migrated by an earlier release gets the files at its next start.
    await expect(migrate(testDb.database)).resolves.toBe(latestTag);

    expect(await policyOid(db, 'journeys_select')).not.toBe(before);
    const now = await securitySnapshot(db);
    expect(withoutChangesSince0014(now)).toEqual(withoutChangesSince0014(fromMigrations));
    // The timeline's rule (issue 16): mutes, private profiles and projects, and step grouping.
    expect(now.policies.map((row) => row.policyname)).toContain('activities_update');
    expect(now.functions.map((row) => row.signature)).toContain('app.is_muted_by_viewer(uuid)');
  });

  it('has one file per table with row-level security, and no file for any other', async () => {
    const testDb = await open();
    const enabled = await testDb.database.db.execute<{ relname: string }>(sql`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relrowsecurity order by c.relname`);
    const tablesWithFiles = readPolicySet()
      .files.flatMap((file) => (file.table ? [file.table] : []))
      .sort();
    expect(tablesWithFiles).toEqual(enabled.rows.map((row) => row.relname));
    // And no policy survives on a table without a file (where nothing would ever drop it).
    const withPolicies = await testDb.database.db.execute<{ tablename: string }>(
      sql`select distinct tablename from pg_policies where schemaname = 'public'`,
    );
    for (const { tablename } of withPolicies.rows) expect(tablesWithFiles).toContain(tablename);
  });

  it('skips applying while nothing changed, and applies when a file does', async () => {
    const testDb = await open();
    const db = testDb.database.db;
    const applied = await securitySnapshot(db);
    const before = await policyOid(db, 'profiles_select');

    await migrate(testDb.database);
    expect(await policyOid(db, 'profiles_select')).toBe(before);

    // A copy of the files with one rule changed: the database follows the files.
    const dir = tempDir();
    cpSync(policiesFolder, dir, { recursive: true });
    const profilesFile = path.join(dir, 'profiles.sql');
    writeFileSync(
      profilesFile,
      readFileSync(profilesFile, 'utf8').replace(
        'CREATE POLICY profiles_delete ON public.profiles FOR DELETE\n  USING (id = app.current_user_id());',
        'CREATE POLICY profiles_delete ON public.profiles FOR DELETE USING (false);',
      ),
    );
    const changed = readPolicySet(dir);
    expect(changed.hash).not.toBe(readPolicySet().hash);
    await expect(applyPolicies(db, latestTag, { policySet: changed })).resolves.toBe(true);
    const afterChange = await securitySnapshot(db);
    expect(afterChange.policies).not.toEqual(applied.policies);
    expect(afterChange.policies).toContainEqual(
      expect.objectContaining({ policyname: 'profiles_delete', qual: 'false' }),
    );

    // Back to the committed files at the next start, identical to before.
    await migrate(testDb.database);
    expect(await securitySnapshot(db)).toEqual(applied);
  });

  it('drops a policy that no file defines any more', async () => {
    const testDb = await open();
    const db = testDb.database.db;
    await db.execute(sql`create policy stray_read_all on public.invoices for select using (true)`);
    await applyPolicies(db, latestTag, { force: true });
    const policies = await db.execute<{ policyname: string }>(
      sql`select policyname from pg_policies where tablename = 'invoices'`,
    );
    expect(policies.rows.map((row) => row.policyname)).toEqual(['invoices_own']);
  });

  it("refuses a file that writes another table's policies", () => {
    const dir = tempDir();
    cpSync(policiesFolder, dir, { recursive: true });
    const invoicesFile = path.join(dir, 'invoices.sql');
    writeFileSync(
      invoicesFile,
      `${readFileSync(invoicesFile, 'utf8')}\n--> statement-breakpoint\n` +
        'CREATE POLICY invoices_read_all ON public.subscriptions FOR SELECT USING (true);\n',
    );
    expect(() => readPolicySet(dir)).toThrow(
      'invoices.sql may only enable row-level security on and create policies for invoices',
    );
  });
});
