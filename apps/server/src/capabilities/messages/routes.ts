import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { errorBodySchema } from '@waymark/shared/errors';
import { callerOf } from '@/plugins/caller';

/** What changed in a message, for the feature to tell its live listeners after commit. */
export type MessageChange = 'edited' | 'deleted' | 'reacted';

export interface MessageChangeRoutes<Message> {
  /** The messages' path under /api: `/messages`, `/community/messages`. */
  path: string;
  schemas: {
    params: z.ZodType<{ id: string }>;
    edit: z.ZodType<{ body: string }>;
    react: z.ZodType<{ emoji: string; active: boolean }>;
    message: z.ZodType<Message>;
    errors: Record<number, typeof errorBodySchema>;
  };
  /** The feature's service: each one transaction as the caller, with the feature's rules. */
  edit: (me: string, id: string, body: string) => Promise<Message>;
  remove: (me: string, id: string) => Promise<Message>;
  react: (me: string, id: string, emoji: string, active: boolean) => Promise<Message>;
  /** Runs once the change committed. */
  changed: (message: Message, change: MessageChange) => Promise<void>;
}

/**
 * The author edits their message (PATCH `<path>/:id`), deletes it (DELETE, a tombstone), and
 * anyone who may react puts an emoji on or off (PUT `<path>/:id/reactions`, idempotent): the
 * same three routes for chat and the community, each answering the message as it now is.
 */
export function registerMessageChangeRoutes<Message>(
  instance: FastifyInstance,
  { path, schemas, edit, remove, react, changed }: MessageChangeRoutes<Message>,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Checked against Message where the feature passes it; widened here, where Fastify's reply
  // type cannot be worked out from a type parameter.
  const messageSchema: z.ZodType = schemas.message;
  const response = { 200: messageSchema, ...schemas.errors };
  app.patch(
    `${path}/:id`,
    {
      // Replayed by the web app's offline outbox with its Idempotency-Key (issue 32).
      config: { idempotent: true },
      schema: { params: schemas.params, body: schemas.edit, response },
    },
    async (request) => {
      const message = await edit(callerOf(request).userId, request.params.id, request.body.body);
      await changed(message, 'edited');
      return message;
    },
  );
  app.delete(`${path}/:id`, { schema: { params: schemas.params, response } }, async (request) => {
    const message = await remove(callerOf(request).userId, request.params.id);
    await changed(message, 'deleted');
    return message;
  });
  app.put(
    `${path}/:id/reactions`,
    {
      config: { idempotent: true },
      schema: { params: schemas.params, body: schemas.react, response },
    },
    async (request) => {
      const { emoji, active } = request.body;
      const message = await react(callerOf(request).userId, request.params.id, emoji, active);
      await changed(message, 'reacted');
      return message;
    },
  );
}
