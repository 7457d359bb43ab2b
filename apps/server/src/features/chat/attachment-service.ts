import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { registerFileReadRule } from '@/capabilities/files/key-rules';
import {
  fileUrl,
  recordUpload,
  removeStoredFiles,
  type FileStore,
} from '@/capabilities/files/service';
import * as queries from '@/features/chat/queries';
import { reencodeImage } from '@/lib/thumbnail';

/**
 * Image attachments (issue 17). Keys carry their conversation (`c_<id>_<random>.webp`), so the
 * files route serves one only to that conversation's members (this rule, and uploads_select
 * in drizzle/policies/uploads.sql); a message may only carry an attachment its sender uploaded
 * to that same conversation (attachmentBelongs()).
 */
export const chatAttachmentPurpose = 'chat-attachment';
const keyPattern = /^c_([0-9a-f-]{36})_[A-Za-z0-9]+\.webp$/;
const contentType = 'image/webp';

const conversationOfKey = (storageKey: string): string | null =>
  keyPattern.exec(storageKey)?.[1] ?? null;

export function registerChatFileRules(): void {
  registerFileReadRule('chat', {
    owns: (storageKey) => conversationOfKey(storageKey) !== null,
    mayRead: async (tx, storageKey) => {
      const id = conversationOfKey(storageKey);
      return id !== null && (await queries.isMember(tx, id));
    },
  });
}

/**
 * POST /api/conversations/:id/attachments: stores the image, then its uploads row (as the
 * caller, who must be able to post there); the bytes go again if the row cannot be written.
 */
export async function uploadAttachment(
  { db, fileStore, log }: { db: AppDatabase; fileStore: FileStore; log: FastifyBaseLogger },
  me: string,
  conversationId: string,
  image: Buffer,
): Promise<{ url: string }> {
  const mayPost = () =>
    withUser(db, me, async (tx) => {
      if (!(await queries.isMember(tx, conversationId))) {
        throw new AppError('NOT_FOUND', 'No such conversation');
      }
      if (!(await queries.canPost(tx, conversationId))) {
        throw new AppError('FORBIDDEN', 'You cannot post in this conversation');
      }
    });
  await mayPost();
  const bytes = await reencodeImage(image);
  const storageKey = `c_${conversationId}_${randomUUID().replaceAll('-', '')}.webp`;
  await fileStore.put(storageKey, bytes, contentType);
  try {
    await withUser(db, me, async (tx) => {
      if (!(await queries.canPost(tx, conversationId))) {
        throw new AppError('FORBIDDEN', 'You cannot post in this conversation');
      }
      await recordUpload(tx, {
        userId: me,
        purpose: chatAttachmentPurpose,
        storageKey,
        contentType,
        byteSize: bytes.length,
      });
    });
  } catch (error) {
    await removeStoredFiles(fileStore, [storageKey], log);
    throw error;
  }
  return { url: fileUrl(storageKey) };
}

/** Whether `url` is an attachment the caller uploaded to this conversation. */
export function attachmentKeyOf(url: string, conversationId: string): string | null {
  const key = url.replace(/^\/api\/files\//, '');
  return conversationOfKey(key) === conversationId ? key : null;
}
