import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  dataExportDownloadQuerySchema,
  dataExportIdParamsSchema,
  dataExportListSchema,
  dataExportSchema,
} from '@waymark/shared/data-export/contracts';
import {
  anyImportResultSchema,
  importLimits,
  importQuerySchema,
} from '@waymark/shared/data-export/import-contracts';
import { AppError } from '@/errors';
import { importArchive } from '@/features/data-export/import-service';
import { importTracker } from '@/features/data-export/tracker-import-service';
import { listExports, openDownload, requestExport } from '@/features/data-export/service';
import { callerOf } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';

/**
 * Settings → Legal → export: the caller's archives and their progress, and asking for a new
 * one. Never behind the access rule: a person's own data is theirs whatever the billing state.
 */
export const dataExportRoutes: FastifyPluginCallbackZod<{ secret: string }> = (
  app,
  { secret },
  done,
) => {
  const tags = ['Export'];
  const db = app.database.db;

  app.get(
    '/export',
    {
      schema: {
        tags,
        summary: 'Your data exports and backups, newest first, with signed download links',
        response: { 200: dataExportListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ exports: await listExports(db, secret, callerOf(request).userId) }),
  );

  app.post(
    '/export',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Prepare a zip of everything you own (built in the background; mailed when ready)',
        response: {
          202: dataExportSchema,
          ...errorResponses(401, 403, 409),
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await requestExport(db, app.jobs, secret, callerOf(request).userId)),
  );
  done();
};

/** The zip behind a signed link (mail, the list): no session needed, the signature decides. */
export const dataExportDownloadRoutes: FastifyPluginCallbackZod<{ secret: string }> = (
  app,
  { secret },
  done,
) => {
  app.get(
    '/export/:id/download',
    {
      config: { tokenResource: 'public' },
      schema: {
        tags: ['Export'],
        summary: 'Download an export by its signed link',
        params: dataExportIdParamsSchema,
        querystring: dataExportDownloadQuerySchema,
        response: {
          200: z.any().describe('application/zip'),
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await openDownload(
        { db: app.database.db, fileStore: app.fileStore, secret },
        request.params.id,
        request.query.expires,
        request.query.signature,
      );
      void reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store');
      if (file.byteSize !== undefined) void reply.header('content-length', String(file.byteSize));
      return reply.send(file.body);
    },
  );
  done();
};

/**
 * Importing into the caller's account: Waymark's own export archive (application/zip), or,
 * with `?source=loop|habitica|strava`, another tracker's export (Loop's zip, Habitica's JSON,
 * Strava's activities.csv or its zip), read from its bytes whatever the content type says.
 * `?dry_run=true` (the default) answers what would be made and writes nothing. Both are Pro
 * writes (the paywall's `writes`: 402 with the usual preview on the web).
 */
export const dataImportRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // The body is always the file's bytes: a Habitica export is JSON, but it is read by its
  // parser (with its own clear refusals), not Fastify's (this plugin's scope only).
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(
    [
      'application/zip',
      'application/x-zip-compressed',
      'application/octet-stream',
      'application/json',
      'text/csv',
    ],
    { parseAs: 'buffer', bodyLimit: importLimits.archiveBytes },
    (_request, body, parsed) => {
      parsed(null, body);
    },
  );
  app.post(
    '/import',
    {
      bodyLimit: importLimits.archiveBytes,
      config: { access: { paid: 'writes' } },
      schema: {
        tags: ['Export'],
        summary:
          "Import an export archive or another tracker's export (a dry run by default: what would be created)",
        querystring: importQuerySchema,
        response: {
          200: anyImportResultSchema,
          ...errorResponses(400, 401, 402, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const { source, dry_run: dryRun } = request.query;
      if (source !== 'waymark') {
        if (!Buffer.isBuffer(request.body)) {
          throw new AppError('BAD_REQUEST', 'The file is empty');
        }
        return importTracker(
          app.database.db,
          callerOf(request).userId,
          source,
          new Uint8Array(request.body),
          dryRun === 'true',
        );
      }
      // Waymark's archive is a zip: a JSON or CSV body is refused as before trackers came.
      const type = request.headers['content-type'] ?? '';
      if (!Buffer.isBuffer(request.body) || /^(application\/json|text\/csv)/.test(type)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the export archive as application/zip');
      }
      return importArchive(
        { db: app.database.db, fileStore: app.fileStore },
        callerOf(request).userId,
        new Uint8Array(request.body),
        dryRun === 'true',
      );
    },
  );
  done();
};
