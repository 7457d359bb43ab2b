import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashApiToken } from '@/capabilities/api-tokens/token-hash';
import { generateApiToken } from '@waymark/shared/api-access/token-format';
import type { Database } from '@/db/client';
import { journal, migrate, migrateTo } from '@/db/migrate';
import { postJson, sessionCookie } from '../../test/accounts';
import { buildTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import { generousRateLimits } from '../../test/factors';

/**
 * Representative rows of an installation, written with today's column names: at an older
 * migration each table that exists gets the columns it already had (the rest keep their
 * defaults), as a person using that release would have left them.
 */
function representativeRows(passwordHash: string, token: string) {
  const [ada, bob] = [randomUUID(), randomUUID()];
  const [project, journey, conversation] = [randomUUID(), randomUUID(), randomUUID()];
  const now = new Date().toISOString();
  const person = (id: string, name: string, email: string) => ({
    id,
    name,
    email,
    email_verified: true,
    created_at: now,
    updated_at: now,
  });
  return {
    people: { ada, bob, journey, conversation },
    tables: [
      [
        'users',
        [
          person(ada, 'Ada Before', 'ada.before@example.com'),
          person(bob, 'Bob Before', 'bob.before@example.com'),
        ],
      ],
      [
        'accounts',
        [ada, bob].map((id) => ({
          id: randomUUID(),
          user_id: id,
          account_id: id,
          provider_id: 'credential',
          password: passwordHash,
          created_at: now,
          updated_at: now,
        })),
      ],
      [
        'profiles',
        [
          { id: ada, full_name: 'Ada Before', username: 'ada_before', visibility: 'public' },
          { id: bob, full_name: 'Bob Before', username: 'bob_before', visibility: 'public' },
        ],
      ],
      ['projects', [{ id: project, owner_id: ada, title: 'Coast path' }]],
      [
        'journeys',
        [
          {
            id: journey,
            owner_id: ada,
            project_id: project,
            title: 'Walk the coast',
            visibility: 'public',
            status: 'active',
            step_count: 2,
            completed_step_count: 1,
          },
        ],
      ],
      [
        'journey_steps',
        [
          {
            id: randomUUID(),
            journey_id: journey,
            owner_id: ada,
            position: 0,
            title: 'Pack',
            completed_at: now,
          },
          {
            id: randomUUID(),
            journey_id: journey,
            owner_id: ada,
            position: 1,
            title: 'Start at Dover',
          },
        ],
      ],
      ['followers', [{ user_id: ada, follower_id: bob, status: 'accepted' }]],
      [
        'conversations',
        [
          {
            id: conversation,
            kind: 'direct',
            direct_key: [ada, bob].sort().join(':'),
            created_by: ada,
            last_message_at: now,
          },
        ],
      ],
      [
        'conversation_members',
        [
          { conversation_id: conversation, user_id: ada },
          { conversation_id: conversation, user_id: bob },
        ],
      ],
      [
        'messages',
        [
          {
            id: randomUUID(),
            conversation_id: conversation,
            sender_id: ada,
            body: 'Hello from before',
            client_key: 'upgrade_message_0001',
          },
        ],
      ],
      [
        'api_tokens',
        [
          {
            id: randomUUID(),
            user_id: ada,
            name: 'Old script',
            token_hash: hashApiToken(token),
            scopes: ['journeys:read'],
            expires_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          },
        ],
      ],
      [
        'webhook_endpoints',
        [
          {
            id: randomUUID(),
            user_id: ada,
            url: 'https://hooks.example.com/waymark',
            event_types: ['step.completed'],
            secret: `whsec_${'a'.repeat(43)}`,
          },
        ],
      ],
    ] as [string, Record<string, unknown>[]][],
  };
}

async function insertWhereTheTableExists(
  database: Database,
  table: string,
  rows: Record<string, unknown>[],
) {
  const { rows: columns } = await database.db.execute<{ name: string }>(sql`
    select column_name as name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'`);
  const present = columns.map((column) => column.name).filter((name) => name in rows[0]!);
  if (present.length === 0) return false;
  const names = sql.join(
    present.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await database.db.execute(sql`
    insert into ${sql.identifier(table)} (${names})
    select ${names} from jsonb_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::jsonb)`);
  return true;
}

// Releases people may still run: the first with journeys, with API tokens, with webhooks, and
// the one before the newest.
const pastSchemas = [
  ...new Set(['0008_journeys', '0019_api_tokens', '0025_webhooks', journal.at(-2)!.tag]),
];

describe.each(engines)('upgrading a database made by an older Waymark on $name', (engine) => {
  let passwordHash: string;
  beforeAll(async () => {
    passwordHash = await hashPassword('an-old-password-1');
  });

  it.each(pastSchemas)(
    'from %s: every row reads through the API',
    async (tag) => {
      const testDb = await engine.open({ migrate: false });
      let app: FastifyInstance | undefined;
      try {
        await migrateTo(testDb.database, tag);
        const token = generateApiToken();
        const { people, tables } = representativeRows(passwordHash, token);
        const written: string[] = [];
        for (const [table, rows] of tables) {
          if (await insertWhereTheTableExists(testDb.database, table, rows)) written.push(table);
        }
        expect(written).toEqual(expect.arrayContaining(['users', 'accounts', 'journeys']));

        expect(await migrate(testDb.database)).toBe(journal.at(-1)!.tag);
        app = await buildTestApp(testDb.database, generousRateLimits);
        const signIn = await postJson(app, '/api/auth/sign-in/email', {
          email: 'ada.before@example.com',
          password: 'an-old-password-1',
        });
        expect(signIn.statusCode, signIn.body).toBe(200);
        const cookie = sessionCookie(signIn);
        const get = async (url: string, headers: Record<string, string> = { cookie }) => {
          const response = await app!.inject({ method: 'GET', url, headers });
          expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
          return response.json<Record<string, unknown>>();
        };

        const journeys = await get('/api/journeys');
        expect(JSON.stringify(journeys)).toContain('Walk the coast');
        const journey = await get(`/api/journeys/${people.journey}`);
        expect(journey).toMatchObject({ title: 'Walk the coast', completedStepCount: 1 });
        expect(JSON.stringify(await get('/api/me/profile'))).toContain('ada_before');
        const social = await get(`/api/profiles/${people.ada}/social`);
        expect(JSON.stringify(social)).toMatch(/"followers(Count)?":1/);
        if (written.includes('messages')) {
          const thread = await get(`/api/conversations/${people.conversation}/messages`);
          expect(JSON.stringify(thread)).toContain('Hello from before');
        }
        if (written.includes('api_tokens')) {
          expect(JSON.stringify(await get('/api/tokens'))).toContain('Old script');
          // The old token still opens what its scope allows.
          await get('/api/journeys', { authorization: `Bearer ${token}` });
        }
        if (written.includes('webhook_endpoints')) {
          expect(JSON.stringify(await get('/api/webhooks'))).toContain('hooks.example.com');
        }
      } finally {
        await app?.close();
        await testDb.dispose();
      }
    },
    120_000,
  );
});
