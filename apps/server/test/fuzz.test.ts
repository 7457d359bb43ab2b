import type * as FastifyModule from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { signUpRequestSchema } from '@waymark/shared/auth';
import {
  backupCodeVerifyRequestSchema,
  challengeRequestSchema,
  enrollFactorRequestSchema,
  verifyFactorRequestSchema,
} from '@waymark/shared/factors';
import {
  journeyDetailSchema,
  type JourneyDetail,
} from '@waymark/shared/journeys/journey-contracts';
import { projectSchema } from '@waymark/shared/journeys/project-contracts';
import { createUser, testOrigin, type TestUser } from './accounts';
import { useTestApp } from './app-harness';
import { featureEngines } from './engines';
import { hostilePath, hostileQuery, hostileValue, type FuzzContext } from './fuzz/zod-arbitraries';

// Every route the app registers, with its schemas, seen through an onRoute hook added the
// moment Fastify creates the instance (before buildApp registers anything).
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof FastifyModule>();
  const create = ((options?: object) => {
    const app = original.default(options);
    app.addHook('onRoute', (route) => {
      registered.push(route);
    });
    return app;
  }) as typeof original.default;
  return { ...original, default: create, fastify: create };
});

interface FuzzRoute {
  method: string;
  url: string;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

/**
 * better-auth answers /api/auth/* behind one catch-all route; these endpoints take bodies our
 * shared contracts describe, so they are fuzzed by those schemas too.
 */
const authEndpoints: FuzzRoute[] = [
  { method: 'POST', url: '/api/auth/sign-up/email', body: signUpRequestSchema },
  {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    body: z.object({ email: z.email(), password: z.string() }),
  },
  {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    body: z.object({ email: z.email(), redirectTo: z.string() }),
  },
  { method: 'POST', url: '/api/auth/factors', body: enrollFactorRequestSchema },
  {
    method: 'POST',
    url: '/api/auth/factors/:factorId/challenge',
    body: challengeRequestSchema,
    params: z.object({ factorId: z.uuid() }),
  },
  {
    method: 'POST',
    url: '/api/auth/factors/:factorId/verify',
    body: verifyFactorRequestSchema,
    params: z.object({ factorId: z.uuid() }),
  },
  {
    method: 'POST',
    url: '/api/auth/factors/backup-codes/verify',
    body: backupCodeVerifyRequestSchema,
  },
];

// Routes that end the caller's own session would leave the rest of the run signed out.
const sessionEnding = /^\/api\/auth\/(sign-out|revoke-sessions|revoke-other-sessions|delete-user)/;

function fuzzRoutes(): FuzzRoute[] {
  const seen = new Set<string>();
  const routes: FuzzRoute[] = [];
  for (const route of [...registered, ...authEndpoints]) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'HEAD' && method !== 'OPTIONS',
    );
    const schema = (route as RouteOptions).schema as Partial<Record<string, z.ZodType>> | undefined;
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (seen.has(key) || sessionEnding.test(route.url)) continue;
      seen.add(key);
      routes.push({
        method,
        url: route.url,
        body: (route as FuzzRoute).body ?? schema?.body,
        querystring: (route as FuzzRoute).querystring ?? schema?.querystring,
        params: (route as FuzzRoute).params ?? schema?.params,
      });
    }
  }
  return routes;
}

interface FuzzRequest {
  signedIn: boolean;
  path: string;
  query: string;
  body: unknown;
  /** How the body travels: JSON as usual, or a raw text the JSON parser must refuse. */
  encoding: 'json' | 'text/plain' | 'broken-json';
}

function requestsFor(route: FuzzRoute, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  // Half the bodies are nearly valid, to reach the rules and queries behind validation.
  const body = route.body
    ? fc.oneof(
        hostileValue(route.body, { ...context, nastiness: 0 }),
        hostileValue(route.body, { ...context, nastiness: 4 }),
      )
    : hasBody
      ? fc.option(fc.anything({ maxDepth: 2 }), { nil: undefined })
      : fc.constant(undefined);
  return fc.record({
    // Signed in mostly: signed out, nearly every route stops at 401.
    signedIn: fc.constantFrom(true, true, true, false),
    path: hostilePath(route.url, route.params, context),
    query: hostileQuery(route.querystring, context),
    body,
    encoding: hasBody
      ? fc.constantFrom<FuzzRequest['encoding']>(
          ...Array<FuzzRequest['encoding']>(8).fill('json'),
          'text/plain',
          'broken-json',
        )
      : fc.constant<FuzzRequest['encoding']>('json'),
  });
}

// Fixed, so a failure found once is found again; runs per route keep each engine well under
// two minutes on a 2-core machine.
const seed = 20_260_313;
const runsPerRoute = 20;

describe.each(featureEngines)('schema-driven fuzzing on $name', (engine) => {
  const harness = useTestApp(engine, 'waymark-fuzz-');

  /** A person with journeys, steps, a document, a project and someone they follow. */
  async function seedPeople(app: FastifyInstance): Promise<{ ada: TestUser; ids: string[] }> {
    const ada = await createUser(app, harness.dataDir);
    const bob = await createUser(app, harness.dataDir);
    const send = async (user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) => {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: { origin: testOrigin, cookie: user.cookie },
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.json<unknown>();
    };
    const project = projectSchema.parse(
      await send(ada, 'POST', '/api/projects', { title: 'Home', description: 'Around the house' }),
    );
    const journeys: JourneyDetail[] = [];
    for (const [owner, visibility] of [
      [ada, 'private'],
      [ada, 'public'],
      [bob, 'public'],
    ] as const) {
      journeys.push(
        journeyDetailSchema.parse(
          await send(owner, 'POST', '/api/journeys', {
            title: `Learn to sail (${visibility})`,
            visibility,
            targetDate: '2030-06-01',
            ...(owner === ada ? { projectId: project.id } : {}),
            steps: [{ title: 'Knots' }, { title: 'Tides', notes: 'Read the almanac' }],
          }),
        ),
      );
    }
    const [first] = journeys;
    await send(ada, 'PUT', `/api/journeys/${first!.id}/document`, {
      baseVersion: 0,
      document: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Start small' }] }],
      },
    });
    await send(ada, 'PUT', `/api/profiles/${bob.id}/follow`, {});
    const ids = [
      ada.id,
      bob.id,
      project.id,
      ...journeys.flatMap((journey) => [journey.id, ...journey.steps.map((step) => step.id)]),
    ];
    return { ada, ids };
  }

  it('answers every route with no 5xx, signed in and signed out, whatever the input', async () => {
    registered.length = 0;
    const app = await harness.start();
    const routes = fuzzRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const { ada, ids } = await seedPeople(app);
    const context: FuzzContext = { knownIds: ids };

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let withErrorCode = 0;
    let sent = 0;
    for (const [index, route] of routes.entries()) {
      const requests = fc.sample(requestsFor(route, context), {
        seed: seed + index,
        numRuns: runsPerRoute,
      });
      for (const request of requests) {
        const payload =
          request.encoding === 'broken-json'
            ? '{"title": "unterminated'
            : request.body === undefined
              ? undefined
              : JSON.stringify(request.body);
        const response = await app.inject({
          method: route.method as 'GET',
          url: `${request.path}${request.query}`,
          ...(payload !== undefined && { payload }),
          headers: {
            origin: testOrigin,
            ...(payload !== undefined && {
              'content-type': request.encoding === 'text/plain' ? 'text/plain' : 'application/json',
            }),
            ...(request.signedIn && { cookie: ada.cookie }),
          },
        });
        sent += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          failures.push(
            `${route.method} ${request.path}${request.query} (${request.signedIn ? 'signed in' : 'signed out'}) ` +
              `body ${String(payload).slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        } else if (response.statusCode >= 400 && /"code":"[A-Z_]+"/.test(response.body)) {
          withErrorCode += 1;
        }
      }
    }

    const histogram = [...statuses.entries()].sort(([a], [b]) => a - b);
    console.info(
      `fuzz on ${engine.name}: ${sent} requests to ${routes.length} routes; statuses ${histogram
        .map(([status, count]) => `${status}×${count}`)
        .join(', ')}; ${withErrorCode} refused with an error code`,
    );
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    // Most requests must reach validation or deeper, not die before it.
    expect(withErrorCode / sent).toBeGreaterThan(0.5);
  }, 240_000);
});
