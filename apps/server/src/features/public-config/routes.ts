import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  oauthProviders,
  publicConfigSchema,
  type PublicConfig,
} from '@waymark/shared/public-config';
import type { Config } from '@/config';
import { serverVersion } from '@/version';

export const publicConfigRoutes: FastifyPluginCallbackZod<{ config: Config }> = (
  app,
  { config },
  done,
) => {
  const publicConfig: PublicConfig = {
    productName: config.productName,
    feedbackUrl: config.feedbackUrl,
    version: serverVersion,
    operator: {
      name: config.operator.name,
      address: config.operator.address ?? null,
      email: config.operator.email ?? null,
    },
    oauthProviders: oauthProviders.filter((provider) => config.auth[provider] !== undefined),
  };
  app.get(
    '/public-config',
    { schema: { response: { 200: publicConfigSchema } } },
    async (_request, reply) => {
      // Changes only with a redeploy; five minutes of staleness is harmless.
      reply.header('cache-control', 'public, max-age=300');
      return publicConfig;
    },
  );
  done();
};
