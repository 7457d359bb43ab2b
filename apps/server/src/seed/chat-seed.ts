import { sql } from 'drizzle-orm';
import type { AppDatabase } from '@/db/client';

/** The seeded person number `n`'s id, as seed-data.ts derives it. */
const seedUserId = (n: ReturnType<typeof sql>) =>
  sql`overlay(overlay(md5('seed-user-' || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

// A short exchange for each seeded conversation, oldest first: [sender offset, text].
const lines: [number, string][] = [
  [0, 'Hi! How is your journey going?'],
  [1, 'Slowly but surely, two steps done this week 🎉'],
  [0, 'Nice! Want to plan the next one together on Saturday?'],
];

/**
 * Chat for the seeded people (issue 17), so /chat is not empty at first sign-in: person u and
 * u + 1 (u odd) share a direct conversation with a short exchange, where u + 1 has read all but
 * the last message; every fourth person also starts a group with the next three. Written as
 * the database owner like the rest of the seed; a pair's direct conversation is made once (its
 * key is unique) and a person's seeded group once, so seeding again adds nothing twice.
 */
export async function seedChat(db: AppDatabase, users: number): Promise<void> {
  if (users < 2) return;
  const u = sql`u`;
  const peer = seedUserId(sql`(u + 1)`);
  await db.execute(sql`
    with pairs as (
      select ${seedUserId(u)} as a, ${peer} as b
      from generate_series(1, ${users - 1}::int, 2) as u
    ), made as (
      insert into conversations (kind, direct_key, created_by, created_at)
      select 'direct', least(a, b)::text || ':' || greatest(a, b)::text, a, now() - interval '2 days'
      from pairs
      on conflict (direct_key) where direct_key is not null do nothing
      returning id, created_by
    ), members as (
      insert into conversation_members (conversation_id, user_id, role, joined_at)
      select m.id, p.person, 'admin', now() - interval '2 days'
      from made m join pairs x on x.a = m.created_by
      cross join lateral (values (x.a), (x.b)) as p(person)
      returning conversation_id, user_id
    ), sent as (
      insert into messages (conversation_id, sender_id, body, client_key, created_at)
      select m.id, case when l.who = 0 then x.a else x.b end, l.body, 'seed_' || l.n,
        now() - interval '1 day' + l.n * interval '7 minutes'
      from made m join pairs x on x.a = m.created_by
      cross join (values ${sql.join(
        lines.map(([who, body], n) => sql`(${who}::int, ${body}, ${n}::int)`),
        sql`, `,
      )}) as l(who, body, n)
      returning conversation_id, id, sender_id, created_at
    )
    insert into conversation_reads (conversation_id, user_id, last_read_message_id, last_read_at)
    select mb.conversation_id, mb.user_id, r.id, r.created_at
    from members mb
    left join lateral (
      select s.id, s.created_at from sent s
      where s.conversation_id = mb.conversation_id
        and (s.sender_id = mb.user_id or s.created_at < (
          select max(created_at) from sent t where t.conversation_id = mb.conversation_id))
      order by s.created_at desc limit 1
    ) r on true`);
  await db.execute(sql`update conversations c set last_message_at = (
      select max(g.created_at) from messages g where g.conversation_id = c.id)
    where c.last_message_at is null`);
  if (users < 4) return;
  await db.execute(sql`
    with founders as (
      select u, ${seedUserId(u)} as founder from generate_series(1, ${users - 3}::int, 4) as u
      where not exists (
        select 1 from conversations c where c.kind = 'group' and c.created_by = ${seedUserId(u)})
    ), made as (
      insert into conversations (kind, name, created_by, created_at, last_message_at)
      select 'group', 'Weekend trail crew', founder, now() - interval '3 days', now() - interval '5 hours'
      from founders
      returning id, created_by
    ), members as (
      insert into conversation_members (conversation_id, user_id, role, joined_at)
      select m.id, ${seedUserId(sql`(f.u + k)`)}, case when k = 0 then 'admin' else 'member' end,
        now() - interval '3 days'
      from made m join founders f on f.founder = m.created_by
      cross join generate_series(0, 3) as k
      returning conversation_id, user_id
    ), reads as (
      insert into conversation_reads (conversation_id, user_id)
      select conversation_id, user_id from members
    )
    insert into messages (conversation_id, sender_id, body, client_key, created_at)
    select m.id, m.created_by, 'Welcome to the crew! Who is in for the ridge walk on Sunday?',
      'seed_group', now() - interval '5 hours'
    from made m`);
}
