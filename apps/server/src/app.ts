import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiRoutes } from '@/api-routes';
import type { Config } from '@/config';
import type { Database } from '@/db/client';
import { accessStep } from '@/access/plugin';
import { onEnrolmentChange } from '@/capabilities/second-factors/enrolment-changes';
import { accounts } from '@/features/auth/plugin';
import { standingOf } from '@/features/community/service';
import { forgetEnrolment } from '@/access/enrolment-cache';
import { billingJobsPlugin } from '@/features/billing/jobs-service';
import { sandboxPagesWanted } from '@/features/billing/sandbox-pages/wanted';
import { blogFeedRoutes } from '@/features/blog/routes';
import { fileStorePlugin } from '@/capabilities/files/plugin';
import { journeyJobsPlugin } from '@/features/journeys/jobs-service';
import { notificationJobsPlugin } from '@/features/notifications/jobs';
import { insightsJobsPlugin } from '@/features/insights/jobs';
import { seoRoutes } from '@/features/seo/routes';
import { unsubscribePath } from '@/features/settings/routes';
import { webhookJobsPlugin } from '@/features/webhooks/jobs';
import { dataExportJobsPlugin } from '@/features/data-export/jobs';
import { nightlyBackupPlugin } from '@/features/backups/nightly';
import { jobsPlugin } from '@/jobs/plugin';
import { mailPlugin } from '@/capabilities/mail/plugin';
import { createLogger } from '@/logger';
import { blogContentDir } from '@/package-root';
import { databasePlugin } from '@/plugins/database';
import { bodyLimitBytes, errorHandler } from '@/plugins/error-handler';
import { attemptLimits } from '@/plugins/rate-limit';
import { compiledSerializerCompiler } from '@/plugins/compiled-serializer';
import { canonicalTarget, requestTarget } from '@/plugins/request-target';
import { callerPlugin } from '@/plugins/caller';
import { sameOriginWrites } from '@/plugins/same-origin-writes';
import { securityHeaders } from '@/plugins/security-headers';
import { webApp } from '@/plugins/web-app/plugin';
import { realtimePlugin } from '@/realtime/plugin';
import { metricsPlugin } from '@/metrics/plugin';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger;
}

/** The whole HTTP surface, without listening: main() listens, tests inject. */
export async function buildApp({
  config,
  database,
  logger = createLogger(config.logLevel),
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: bodyLimitBytes,
    trustProxy: trustProxyOption(config.trustProxy),
    // Once, before the router: everything after it reads the same path (plugins/request-target).
    rewriteUrl: (request) => canonicalTarget(request.url ?? '/'),
  });

  // Order matters: compilers and error handling first so every later plugin's
  // routes validate with zod and fail with the same error body.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler({ check: config.checkResponses }));
  await app.register(errorHandler);
  await app.register(securityHeaders, { config });
  // Before every other hook: a target the router and better-auth could read differently never
  // reaches a limit, the accounts hook or a handler.
  await app.register(requestTarget);
  // Cross-site writes are refused before anything reads a cookie or the database.
  await app.register(sameOriginWrites, {
    origin: config.publicUrl,
    selfAuthorizingPaths: [`/api${unsubscribePath}`],
  });
  await app.register(databasePlugin, { database });
  await app.register(fileStorePlugin, { config });
  // The job queue starts once the app is ready and stops when it closes (src/jobs).
  await app.register(jobsPlugin, { enabled: config.jobs });
  // After the queue: with SMTP_URL, mail is a job (retried while the SMTP server is away).
  await app.register(mailPlugin, { config });
  await app.register(notificationJobsPlugin, { config });
  await app.register(insightsJobsPlugin, { config });
  await app.register(billingJobsPlugin);
  await app.register(journeyJobsPlugin);
  await app.register(webhookJobsPlugin, { config });
  await app.register(dataExportJobsPlugin, { config });
  await app.register(nightlyBackupPlugin, { config });
  await app.register(callerPlugin);
  // Before the accounts: they announce ended sessions through its bus (every node).
  await app.register(realtimePlugin, { config });
  // The second-factor gate's remembered answers go when a user's factors change.
  onEnrolmentChange(forgetEnrolment);
  await app.register(accounts, { config });
  // Before the routes, so its timing hook (only with METRICS_PORT) sees every one.
  await app.register(metricsPlugin, { config });
  await app.register(attemptLimits, { config });
  // Who is calling and what the route they call allows (src/access): one step per request.
  await app.register(accessStep, {
    config,
    loadKeys: async () => (await app.auth()).api.getJwks(),
    standingOf,
  });
  await app.withTypeProvider<ZodTypeProvider>().register(apiRoutes, { prefix: '/api', config });
  await app
    .withTypeProvider<ZodTypeProvider>()
    .register(blogFeedRoutes, { contentDir: blogContentDir, config });
  await app.register(seoRoutes, { config, contentDir: blogContentDir });
  // Imported only when wanted: a server on Stripe, or in production, never loads the sandbox's
  // pages and their texts (the build puts them in a chunk of their own).
  if (sandboxPagesWanted(config)) {
    await app.register(import('@/features/billing/sandbox-pages/plugin'), { config });
  }
  await app.register(webApp, { distDir: config.webDistDir });

  return app;
}

/** Fastify takes a hop count as a function (its types have no number form). */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
