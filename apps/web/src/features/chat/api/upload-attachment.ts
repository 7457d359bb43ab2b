import { z } from 'zod';
import { api } from '@/lib/api-client';

const uploadedSchema = z.object({ url: z.string() });

/** POST /api/conversations/:id/attachments: the image as the body; answers its URL. */
export function uploadAttachment(conversationId: string, file: File): Promise<string> {
  return api
    .post(`/api/conversations/${conversationId}/attachments`, {
      body: file,
      schema: uploadedSchema,
    })
    .then((answer) => answer.url);
}
