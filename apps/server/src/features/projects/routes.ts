import type { FastifyPluginAsyncZod, FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@waymark/shared/journeys/common-contracts';
import { projectListQuerySchema, projectPageSchema } from '@waymark/shared/journeys/list-contracts';
import {
  projectCreateSchema,
  projectSchema,
  projectTreeSchema,
  projectUpdateSchema,
} from '@waymark/shared/journeys/project-contracts';
import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  projectTree,
  updateProject,
} from '@/features/projects/service';
import { callerOf, viewerId } from '@/plugins/caller';
import { errorResponses } from '@/lib/error-responses';
import { applyAccessDefaults, withAccess } from '@/access/declaration';

const errors = errorResponses(400, 401, 402, 404, 409);
const params = idParamsSchema;

/** Projects (issue 5); paths as in journeysApi. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  // Projects are paid: every write here needs access; reads stay open (a public project's
  // page to visitors too).
  applyAccessDefaults(app, {
    caller: 'anyone',
    paid: 'writes',
    token: 'projects',
    beforeSecondFactor: 'refused',
  });

  app.get(
    '/projects/:id',
    { schema: { params, response: { 200: projectSchema, ...errors } } },
    async (request) => getProject(db(), viewerId(request), request.params.id),
  );

  await app.register(withAccess({ caller: 'signed-in' }, ownProjectRoutes));
};

/** Projects of a signed-in person: list, tree, create, change, delete (the rows say whose). */
const ownProjectRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const db = () => app.database.db;
  app.get(
    '/projects',
    {
      schema: {
        querystring: projectListQuerySchema,
        response: { 200: projectPageSchema, ...errors },
      },
    },
    async (request) => listProjects(db(), callerOf(request).userId, request.query),
  );

  app.post(
    '/projects',
    {
      config: { idempotent: true },
      schema: { body: projectCreateSchema, response: { 201: projectSchema, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await createProject(db(), callerOf(request).userId, request.body)),
  );

  // 'tree' is no UUID: it never reaches /projects/:id.
  app.get(
    '/projects/tree',
    { schema: { response: { 200: projectTreeSchema, ...errors } } },
    async (request) => projectTree(db(), callerOf(request).userId),
  );

  app.patch(
    '/projects/:id',
    {
      // Replayed by the web app's offline outbox with its Idempotency-Key (issue 32).
      config: { idempotent: true },
      schema: { params, body: projectUpdateSchema, response: { 200: projectSchema, ...errors } },
    },
    async (request) =>
      updateProject(db(), callerOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/projects/:id',
    { schema: { params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteProject(db(), callerOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
  done();
};
