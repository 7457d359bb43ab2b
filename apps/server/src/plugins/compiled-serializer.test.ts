import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser, testOrigin, type TestUser } from '../../test/accounts';
import { useTestApp } from '../../test/app-harness';
import { featureEngines } from '../../test/engines';
import { compiledSerializerCompiler } from '@/plugins/compiled-serializer';

const answerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  note: z.string().nullable(),
  count: z.number().int(),
  at: z.iso.datetime(),
  tags: z.array(z.string()),
  kind: z.discriminatedUnion('type', [
    z.object({ type: z.literal('goal'), target: z.number() }),
    z.object({ type: z.literal('habit'), per: z.enum(['day', 'week']) }),
  ]),
  counts: z.record(z.string(), z.number()),
  extra: z.string().optional(),
});

const writerOf = (check: boolean) =>
  compiledSerializerCompiler({ check })({
    schema: answerSchema,
    method: 'GET',
    url: '/test',
    httpStatus: '200',
  }) as (data: unknown) => string;

const answer = {
  id: '5b1c6d8e-2f4a-4b8c-9d0e-1f2a3b4c5d6e',
  title: 'Run 100 km "this" year ✓',
  note: null,
  count: 3,
  at: '2026-11-28T10:00:00.000Z',
  tags: ['a', 'b'],
  kind: { type: 'habit', per: 'week' },
  counts: { ada: 2, grace: 0 },
};

describe('the compiled serializer', () => {
  it('writes the JSON the zod check gives, both with and without the check', () => {
    const expected = JSON.stringify(answerSchema.parse(answer));
    for (const check of [true, false]) {
      expect(JSON.parse(writerOf(check)(answer))).toEqual(JSON.parse(expected));
    }
  });

  it('leaves out what the schema does not name, as the zod check does', () => {
    const written = JSON.parse(writerOf(false)({ ...answer, secret: 'never sent' })) as object;
    expect(written).not.toHaveProperty('secret');
  });

  it('refuses an answer that breaks its schema while checking', () => {
    let thrown: unknown;
    try {
      writerOf(true)({ ...answer, count: 'three' });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });
});

// Every hot route answers the same JSON from a node that checks (tests, development) and one
// that only writes with the compiled serializer (production); the checking node also fails
// any answer whose compiled JSON differs from the checked one.
describe.each(featureEngines)(
  'hot routes on $name: checked and compiled answers agree',
  (engine) => {
    const harness = useTestApp(engine, 'waymark-compiled-serializer-');

    const get = async (app: FastifyInstance, user: TestUser, url: string) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json<unknown>();
    };
    const post = async (app: FastifyInstance, user: TestUser, url: string, payload: object) => {
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie: user.cookie, origin: testOrigin },
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
      return response.json<{ id: string }>();
    };

    it('journeys, a journey, the profile, the dashboard, the timeline, notifications, chat', async () => {
      const checking = await harness.start({ RESPONSE_CHECK: 'on' });
      const [ada, grace] = [
        await createUser(checking, harness.dataDir),
        await createUser(checking, harness.dataDir),
      ];
      const journey = await post(checking, ada, '/api/journeys', { title: 'Learn the cello' });
      const follow = await checking.inject({
        method: 'PUT',
        url: `/api/profiles/${ada.id}/follow`,
        headers: { cookie: grace.cookie, origin: testOrigin },
      });
      expect(follow.statusCode).toBe(200);
      const conversation = await post(checking, ada, '/api/conversations', {
        kind: 'direct',
        userId: grace.id,
      });
      await post(checking, ada, `/api/conversations/${conversation.id}/messages`, {
        body: 'Hello from the serializer test',
        clientKey: randomBytes(8).toString('hex'),
      });
      const compiledOnly = await harness.start({ RESPONSE_CHECK: 'off' });

      const hotRoutes = [
        '/api/journeys?limit=20',
        `/api/journeys/${journey.id}`,
        '/api/me/profile',
        '/api/dashboard',
        '/api/timeline',
        '/api/notifications',
        '/api/conversations',
        `/api/conversations/${conversation.id}/messages`,
      ];
      for (const url of hotRoutes) {
        for (const user of [ada, grace]) {
          if (url.startsWith('/api/journeys/') && user === grace) continue;
          expect(await get(compiledOnly, user, url), url).toEqual(await get(checking, user, url));
        }
      }
    });
  },
);
