import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@waymark/shared/errors';
import { journeyDocumentSchema } from '@waymark/shared/journeys/document';
import type { Config } from '@/config';
import { accessOf, accessPresets, applyAccessDefaults } from '@/access/declaration';
import { securityOf } from '@/access/openapi-security';
import {
  isUndocumentedRoute,
  openApiBase,
  tagOfRoute,
} from '@/features/api-access/openapi-document';
import { referenceTheme } from '@/features/api-access/reference-theme';
import { serverVersion } from '@/version';

/** One component for the error body of every route, with the stable codes as its enum. */
const errorSchemaId = 'Error';
if (!z.globalRegistry.has(errorBodySchema)) {
  z.globalRegistry.add(errorBodySchema, {
    id: errorSchemaId,
    description: 'Every error of the API: branch on `error.code`, never on the message.',
  });
}

/**
 * A journey document's blocks nest (lists hold blocks): the transform writes such a cycle as a
 * `$ref` to a schema it then leaves out of the document, unless the recursive schema has an id
 * of its own. So the block schema, reached through the document's contract, gets one.
 */
function nameRecursiveSchemas(): void {
  type DocumentPipe = z.ZodPipe<
    z.ZodType,
    z.ZodObject<{ content: z.ZodArray<z.ZodLazy<z.ZodType>> }>
  >;
  const block = (journeyDocumentSchema as unknown as DocumentPipe).out.shape.content.element;
  if (!z.globalRegistry.has(block)) {
    z.globalRegistry.add(block, {
      id: 'DocumentBlock',
      description: 'A block of a journey document',
    });
  }
}
nameRecursiveSchemas();

/**
 * The zod type provider's transform, then what the reference adds to each operation: a tag for
 * its feature and the security it takes. Left-out routes (openapi-document.ts) are hidden.
 */
const transform: typeof jsonSchemaTransform = (document) => {
  const { url, route } = document;
  if (isUndocumentedRoute(url)) return { schema: { hide: true }, url };
  const transformed = jsonSchemaTransform(document);
  const schema = transformed.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return transformed;
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  // Every documented route has a declaration (the start-up check refuses one without).
  const access = accessOf(route.config);
  if (!access) return { schema: { hide: true }, url };
  const { security, note } = securityOf(access, String(method ?? 'GET'));
  // Routes declaring config.idempotent (capabilities/idempotency) say so to API clients.
  const idempotent = route.config?.idempotent === true ? idempotencyNote : undefined;
  const description = [schema.description, note, idempotent].filter(Boolean).join('\n\n');
  const tags = Array.isArray(schema.tags) ? schema.tags : [tagOfRoute(url)];
  return { url, schema: { ...schema, tags, security, description } };
};

const idempotencyNote =
  'Idempotent: send an `Idempotency-Key` header (8 to 100 letters, digits, `-` or `_`) to retry ' +
  'safely. The same key and body within 24 h replays the first answer ' +
  '(`Idempotent-Replayed: true`); the key with another request answers 422 ' +
  'IDEMPOTENCY_KEY_REUSED; while the first request still runs, 409 IDEMPOTENCY_KEY_IN_USE.';

/** The policy with `'unsafe-inline'` added to style-src, for the reference's pages. */
export function allowInlineStyles(policy: string): string {
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('style-src ')
        ? `${directive.trim()} 'unsafe-inline'`
        : directive.trim(),
    )
    .join('; ');
}

/**
 * The OpenAPI 3.1 document of the API, generated from the routes' zod schemas by
 * @fastify/swagger with the zod type provider's JSON Schema transform, at
 * GET /api/openapi.json; and the interactive reference (Swagger UI) at /api/docs.
 *
 * Registered first in the /api scope, so its onRoute hook sees every API route. Each
 * operation gets a tag for its feature and the security it takes, from the route's access
 * declaration (src/access): the scope a personal access token needs, or the app's cookie only.
 */
export const openApi = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(fastifySwagger, {
      openapi: openApiBase(config.publicUrl, serverVersion),
      transform,
      transformObject: jsonSchemaTransformObject,
    });

    app.get(
      '/openapi.json',
      { config: { access: accessPresets.public }, schema: { hide: true } },
      async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
    );

    // Swagger UI is loaded from its package folder (its assets live there), outside the
    // bundle: build.mjs marks it external.
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    // Its pages are the same for everyone.
    await app.register(async (docs) => {
      applyAccessDefaults(docs, accessPresets.public);
      await docs.register(swaggerUi, {
        routePrefix: '/docs',
        // Registered inside the /api scope, the UI knows only '/docs': without the trailing slash
        // its page asked for /docs/static/… (404) and stayed blank. The scope's prefix fixes that.
        indexPrefix: '/api',
        ...referenceTheme(config.productName),
        uiConfig: { deepLinking: true, persistAuthorization: false, tryItOutEnabled: false },
        // No third-party badge: the validator would send the document to swagger.io.
        validatorUrl: false,
        // The app's policy (plugins/security-headers.ts) holds here too, with one exception for
        // these pages only: Swagger UI writes <style> elements at run time, so styles may be
        // inline. Scripts stay 'self' (the UI's scripts are files, its initializer included),
        // and a style cannot run code; the pages show nothing but our own document.
        transformStaticCSP: allowInlineStyles,
      });
    });
  },
  { name: 'openapi' },
);
