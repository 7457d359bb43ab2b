import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenScopes } from '@waymark/shared/api-access/scopes';
import { errorCodes } from '@waymark/shared/errors';
import { buildTestApp } from '../../../test/app';
import { pgliteEngine, type TestDatabase } from '../../../test/engines';
import { isUndocumentedRoute } from './openapi-document';
import { securityOf } from '@/access/openapi-security';

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every route the app registered, as "METHOD /path", read from Fastify's own route tree. */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  for (const method of methods) {
    const tree = app.printRoutes({ method, commonPrefix: false });
    const path: string[] = [];
    for (const line of tree.split('\n')) {
      const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)/.exec(line);
      if (!match) continue;
      path.length = (match[1] ?? '').length / 4;
      path.push(match[2] ?? '');
      routes.push(`${method} ${path.join('')}`);
    }
  }
  return routes;
}

type Operation = {
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type OpenApiDocument = {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};

/** The document's path `/api/journeys/{id}` for the router's `/api/journeys/:id`. */
const documentPath = (route: string) => route.replace(/:(\w+)/g, '{$1}');

// The document depends on the routes, not on the engine: PGlite only.
describe('the OpenAPI document and reference', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let document: OpenApiDocument;

  beforeAll(async () => {
    testDb = await pgliteEngine.open();
    // With the test hooks on, to prove they stay out of the reference.
    app = await buildTestApp(testDb.database, { E2E_TEST_HOOKS: '1' });
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await app.close();
    await testDb.dispose();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every group once, in reading order, journeys first and nothing empty', () => {
    const used = new Set(
      Object.values(document.paths).flatMap((operations) =>
        Object.values(operations).flatMap((operation) => operation.tags ?? []),
      ),
    );
    const listed = document.tags.map((tag) => tag.name);
    expect(listed[0]).toBe('Journeys');
    expect(new Set(listed).size).toBe(listed.length);
    expect([...used].sort()).toEqual([...listed].sort());
  });

  it('documents every API route but the deliberate exclusions', () => {
    const apiRoutes = registeredRoutes(app).filter((route) =>
      route.split(' ')[1]?.startsWith('/api/'),
    );
    expect(apiRoutes.length).toBeGreaterThan(90);
    const excluded = apiRoutes.filter((route) => isUndocumentedRoute(route.split(' ')[1] ?? ''));
    // The exclusions, spelled out: sign-in internals, the payment provider's webhook, test
    // hooks, and the reference itself.
    expect(excluded.map((route) => route.split(' ')[1])).toEqual(
      expect.arrayContaining([
        '/api/auth/sign-in/email',
        '/api/billing/webhook',
        '/api/test-hooks/account-age',
        '/api/openapi.json',
        '/api/docs',
      ]),
    );
    const missing = apiRoutes
      .filter((route) => !excluded.includes(route))
      .filter((route) => {
        const [method = '', url = ''] = route.split(' ');
        return !document.paths[documentPath(url)]?.[method.toLowerCase()];
      });
    expect(missing).toEqual([]);
    for (const route of excluded) {
      const [method = '', url = ''] = route.split(' ');
      expect(document.paths[documentPath(url)]?.[method.toLowerCase()], route).toBeUndefined();
    }
  });

  it('publishes each operation’s security from its route’s access declaration', () => {
    for (const route of app.declaredRoutes()) {
      const operation = document.paths[documentPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) continue;
      expect(operation.security, `${route.method} ${route.url}`).toEqual(
        securityOf(route.access, route.method).security,
      );
    }
    // A route visitors may call too says so with an empty requirement.
    expect(document.paths['/api/journeys/{id}']?.get?.security).toEqual([
      { accessToken: ['journeys:read'] },
      { sessionCookie: [] },
      {},
    ]);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
  });

  it('tells API clients which writes take an Idempotency-Key', () => {
    const described = (path: string, method: string) =>
      (document.paths[path]?.[method] as { description?: string } | undefined)?.description ?? '';
    expect(described('/api/journeys', 'post')).toContain('Idempotency-Key');
    expect(described('/api/webhooks', 'post')).toContain('IDEMPOTENCY_KEY_REUSED');
    expect(described('/api/journeys/{id}', 'delete')).not.toContain('Idempotency-Key');
  });

  it('names the bearer scheme, each operation’s scope, tags and the stable error codes', () => {
    const schemes = document.components.securitySchemes;
    expect(schemes.accessToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const description = (schemes.accessToken as { description: string }).description;
    for (const scope of apiTokenScopes) expect(description).toContain(scope);

    const list = document.paths['/api/journeys']?.get;
    expect(list?.security).toEqual([{ accessToken: ['journeys:read'] }, { sessionCookie: [] }]);
    expect(list?.tags).toEqual(['Journeys']);
    expect(document.paths['/api/journeys/{id}/steps']?.post?.security?.[0]).toEqual({
      accessToken: ['steps:write'],
    });
    // Routes closed to tokens offer only the app's cookie.
    expect(document.paths['/api/settings']?.patch?.security).toEqual([{ sessionCookie: [] }]);
    expect(document.paths['/api/tokens']?.post?.tags).toEqual(['Tokens']);

    const error = document.components.schemas.Error as {
      properties: { error: { properties: { code: { enum: string[] } } } };
    };
    expect(error.properties.error.properties.code.enum).toEqual([...errorCodes]);
    expect(list?.responses?.['401']?.content?.['application/json']?.schema?.$ref).toBe(
      '#/components/schemas/Error',
    );
  });

  it('serves the interactive reference under the app’s script policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    // The app's policy, with inline styles for Swagger UI on these pages only.
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    const app_ = await app.inject({ method: 'GET', url: '/api/health' });
    expect(String(app_.headers['content-security-policy'])).toContain("style-src 'self';");
    expect(page.body).not.toMatch(/<script>[^<]/);
    const script = await app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(script.statusCode).toBe(200);
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
  });

  it('serves the reference at /api/docs without the trailing slash, its assets found', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    const assets = [...page.body.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets).toContain('/api/docs/static/swagger-ui.css');
    expect(assets).toContain('/api/docs/static/swagger-ui-bundle.js');
    for (const asset of assets) {
      const answer = await app.inject({ method: 'GET', url: asset });
      expect(answer.statusCode, asset).toBe(200);
    }
  });
});
