// The reference for a signed-in read: what GET /api/me/profile does, in the least code. Bare
// Fastify and `pg` with a pool of 10 (as the app's): find the live session behind the cookie,
// then one transaction as app_user with app.user_id set, reading the caller's profile row.
// Each step waits for its answer, as plain code does: five round trips per request.
// It does less than Waymark on purpose (no signature check of the cookie, no second-factor
// gate, no response schema), so Waymark beating it means doing less database work, not less checking.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/profile', async (request, reply) => {
  const cookie = request.headers.cookie ?? '';
  const match = /session_token=([^;]+)/.exec(cookie);
  // better-auth's cookie is `<token>.<signature>`, URL-encoded.
  const token = match?.[1] ? decodeURIComponent(match[1]).split('.')[0] : undefined;
  if (!token) return reply.status(401).send({ error: 'Not authenticated' });
  const session = await pool.query<{ user_id: string }>(
    'select s.user_id from sessions s join users u on u.id = s.user_id where s.token = $1 and s.expires_at > now() limit 1',
    [token],
  );
  const userId = session.rows[0]?.user_id;
  if (!userId) return reply.status(401).send({ error: 'Not authenticated' });
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      "select set_config('role', 'app_user', true), set_config('app.user_id', $1, true)",
      [userId],
    );
    const profile = await client.query('select * from profiles where id = $1', [userId]);
    await client.query('commit');
    return profile.rows[0] ?? reply.status(404).send({ error: 'Not found' });
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
