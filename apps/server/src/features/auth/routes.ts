import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { usernameAvailabilityQuerySchema, usernameAvailabilitySchema } from '@waymark/shared/auth';
import type { Config } from '@/config';
import type { Auth } from '@/features/auth/auth';
import { toFetchHeaders } from '@/features/auth/fetch-headers';
import { toErrorBody } from '@/features/auth/responses';
import { checkUsernameAvailability } from '@/features/auth/service';

/** /api/auth/*: better-auth's endpoints, plus the username check of the sign-up form. */
export const authRoutes: FastifyPluginCallbackZod<{ config: Config }> = (app, { config }, done) => {
  app.get(
    '/auth/username-available',
    {
      schema: {
        querystring: usernameAvailabilityQuerySchema,
        response: { 200: usernameAvailabilitySchema },
      },
    },
    (request) => checkUsernameAvailability(app.database.db, request.query.username),
  );

  app.route({
    // DELETE: removing a second factor (features/factors).
    method: ['GET', 'POST', 'DELETE'],
    url: '/auth/*',
    handler: async (request, reply) => forward(await app.auth(), config.publicUrl, request, reply),
  });
  done();
};

/**
 * Fastify has already parsed the JSON body; better-auth takes a Fetch Request, so the
 * body is serialized again and the answer copied back, Set-Cookie headers included.
 */
async function forward(
  auth: Auth,
  publicUrl: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const headers = toFetchHeaders(request.headers);
  headers.delete('content-length');
  const hasBody = request.body !== undefined && request.method !== 'GET';
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(new URL(request.url, publicUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );

  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = await response.text();
  if (response.status >= 400) {
    const { status, body } = toErrorBody(response.status, parseJson(text));
    return reply.status(status).type('application/json').send(body);
  }
  return reply.send(text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
