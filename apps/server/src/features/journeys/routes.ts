import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, paginationQuerySchema } from '@waymark/shared/journeys/common-contracts';
import {
  documentSavedSchema,
  journeyDocumentResponseSchema,
  journeyDocumentSaveSchema,
} from '@waymark/shared/journeys/document-contracts';
import {
  journeyCreateSchema,
  journeyDeletedSchema,
  journeyDetailSchema,
  journeySchema,
  journeyUpdateSchema,
  stepChangeResultSchema,
} from '@waymark/shared/journeys/journey-contracts';
import { journeyActivitySchema } from '@waymark/shared/journeys/journey-activity-contracts';
import {
  deletedJourneyPageSchema,
  journeyListQuerySchema,
  journeyPageSchema,
} from '@waymark/shared/journeys/list-contracts';
import {
  stepCreateSchema,
  stepListSchema,
  stepOrderSchema,
  stepUpdateSchema,
} from '@waymark/shared/journeys/step-contracts';
import { getDocument, saveDocument } from '@/features/journeys/document-service';
import { getJourneyActivity } from '@/features/journeys/journey-activity';
import { habitRoutes } from '@/features/journeys/habits/routes';
import { journeyImageRoutes } from '@/features/journeys/image-routes';
import { collaboratorRoutes } from '@/features/journeys/collaborators/routes';
import { journeyEntryRoutes } from '@/features/journeys/entries/entry-routes';
import { duplicateJourney, forkJourney } from '@/features/journeys/copy-journey';
import { createJourney } from '@/features/journeys/create-journey';
import {
  deleteJourney,
  listDeletedJourneys,
  purgeJourney,
  restoreJourney,
} from '@/features/journeys/delete-journey';
import { archiveJourney, updateJourney } from '@/features/journeys/edit-journey';
import { getJourney, listJourneys, listUserJourneys } from '@/features/journeys/list-journeys';
import { addStep, deleteStep, reorderSteps, updateStep } from '@/features/journeys/steps-service';
import { registerCreatingPost } from '@/capabilities/idempotency/creating-post';
import { callerOf, viewerId } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';
import { applyAccessDefaults, withAccess } from '@/access/declaration';

const errors = errorResponses(400, 401, 402, 403, 404, 409);
const params = idParamsSchema;

/** Journeys, their steps and documents (issue 5); paths as in journeysApi. */
export const journeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Journeys are paid: every write here (images included) needs access; reads stay open.
  // Signed-out visitors read public journeys (spec §1); a token needs the journeys scope,
  // the steps and documents routes below name their own.
  applyAccessDefaults(app, {
    caller: 'anyone',
    paid: 'writes',
    token: 'journeys',
    beforeSecondFactor: 'refused',
  });

  // Signed-out visitors read public journeys (spec §1); RLS decides, unseen ones are 404.
  app.get(
    '/journeys/:id',
    { schema: { params, response: { 200: journeyDetailSchema, ...errors } } },
    async (request) => getJourney(db(), viewerId(request), request.params.id),
  );

  app.get(
    '/journeys/:id/document',
    {
      config: { access: { token: 'documents' } },
      schema: { params, response: { 200: journeyDocumentResponseSchema, ...errors } },
    },
    async (request) => getDocument(db(), viewerId(request), request.params.id),
  );

  app.get(
    '/journeys/:id/activity',
    { schema: { params, response: { 200: journeyActivitySchema, ...errors } } },
    async (request) => getJourneyActivity(db(), viewerId(request), request.params.id),
  );

  app.get(
    '/users/:id/journeys',
    {
      schema: {
        params,
        querystring: paginationQuerySchema,
        response: { 200: journeyPageSchema, ...errors },
      },
    },
    async (request) => listUserJourneys(db(), viewerId(request), request.params.id, request.query),
  );

  // Habits and pauses are for everyone (issue 34): the one group here without the paywall.
  await app.register(withAccess({ paid: 'none' }, habitRoutes));
  await app.register(withAccess({ caller: 'signed-in' }, ownJourneyRoutes));
  await app.register(withAccess({ caller: 'signed-in' }, collaboratorRoutes));
  await app.register(withAccess({ caller: 'signed-in' }, journeyImageRoutes));
  // Targets and entries are for everyone (issue 34): their writes are not paid.
  await app.register(withAccess({ paid: 'none' }, journeyEntryRoutes));
};

/** Journeys and steps of a signed-in person: list, create, change, copy (the rows say whose). */
const ownJourneyRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;
  app.get(
    '/journeys',
    {
      schema: {
        querystring: journeyListQuerySchema,
        response: { 200: journeyPageSchema, ...errors },
      },
    },
    async (request) => listJourneys(db(), callerOf(request).userId, request.query),
  );

  app.post(
    '/journeys',
    {
      config: { idempotent: true },
      schema: { body: journeyCreateSchema, response: { 201: journeyDetailSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await createJourney(db(), callerOf(request).userId, request.body)),
  );

  app.patch(
    '/journeys/:id',
    {
      // Replayed by the web app's offline outbox with its Idempotency-Key (issue 32).
      config: { idempotent: true },
      schema: {
        params,
        body: journeyUpdateSchema,
        response: { 200: journeySchema, ...errors },
      },
    },
    async (request) =>
      updateJourney(db(), callerOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/journeys/:id',
    { schema: { params, response: { 200: journeyDeletedSchema, ...errors } } },
    async (request) => deleteJourney(db(), callerOf(request).userId, request.params.id),
  );

  // Static, so it wins over GET /journeys/:id; the bin is its owner's alone.
  app.get(
    '/journeys/deleted',
    {
      schema: {
        querystring: paginationQuerySchema,
        response: { 200: deletedJourneyPageSchema, ...errors },
      },
    },
    async (request) => listDeletedJourneys(db(), callerOf(request).userId, request.query),
  );

  app.delete(
    '/journeys/:id/permanently',
    { schema: { params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await purgeJourney(
        { db: db(), fileStore: app.fileStore, log: request.log },
        callerOf(request).userId,
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );

  for (const [action, run] of [
    ['restore', restoreJourney],
    ['archive', archiveJourney],
  ] as const) {
    app.post(
      `/journeys/:id/${action}`,
      { schema: { params, response: { 200: journeySchema, ...errors } } },
      async (request) => run(db(), callerOf(request).userId, request.params.id),
    );
  }

  for (const [action, run] of [
    ['duplicate', duplicateJourney],
    ['fork', forkJourney],
  ] as const) {
    app.post(
      `/journeys/:id/${action}`,
      {
        config: { idempotent: true },
        schema: { params, response: { 201: journeyDetailSchema, ...errors } },
      },
      async (request, reply) =>
        reply.code(201).send(await run(db(), callerOf(request).userId, request.params.id)),
    );
  }

  registerCreatingPost(app, {
    url: '/journeys/:id/steps',
    config: { access: { token: 'steps' } },
    schema: { params, body: stepCreateSchema, created: stepChangeResultSchema, errors },
    make: (userId, id, body) => addStep(db(), userId, id, body),
  });

  app.put(
    '/journeys/:id/steps/order',
    {
      config: { access: { token: 'steps' } },
      schema: { params, body: stepOrderSchema, response: { 200: stepListSchema, ...errors } },
    },
    async (request) =>
      reorderSteps(db(), callerOf(request).userId, request.params.id, request.body.stepIds),
  );

  // The offline outbox replays this edit (issue 19): a repeat must not apply it twice.
  app.patch(
    '/steps/:id',
    {
      config: { access: { token: 'steps' }, idempotent: true },
      schema: {
        params,
        body: stepUpdateSchema,
        response: { 200: stepChangeResultSchema, ...errors },
      },
    },
    async (request) => updateStep(db(), callerOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/steps/:id',
    {
      config: { access: { token: 'steps' } },
      schema: { params, response: { 200: z.object({ journey: journeySchema }), ...errors } },
    },
    async (request) => deleteStep(db(), callerOf(request).userId, request.params.id),
  );

  for (const [action, completed] of [
    ['complete', true],
    ['uncomplete', false],
  ] as const) {
    app.post(
      `/steps/:id/${action}`,
      {
        // Replayed by the offline outbox (issue 19).
        config: { access: { token: 'steps' }, idempotent: true },
        schema: { params, response: { 200: stepChangeResultSchema, ...errors } },
      },
      async (request) =>
        updateStep(db(), callerOf(request).userId, request.params.id, { completed }),
    );
  }

  app.put(
    '/journeys/:id/document',
    {
      config: { access: { token: 'documents' } },
      // A document may be up to 200 KB of JSON; leave room for the envelope.
      bodyLimit: 512 * 1024,
      schema: {
        params,
        body: journeyDocumentSaveSchema,
        response: { 200: documentSavedSchema, ...errors },
      },
    },
    async (request) =>
      saveDocument(
        db(),
        callerOf(request).userId,
        request.params.id,
        request.body.document,
        request.body.baseVersion,
      ),
  );
  done();
};
