import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { avatarUnsupportedMessage } from '@waymark/shared/profiles';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { registerFileReadRule } from '@/features/files/key-rules-service';
import { fileUrl, recordUpload, removeStoredFiles, type FileStore } from '@/features/files/service';
import * as queries from '@/features/chat/queries';
import { detectImageType } from '@/lib/image-type';
import { MAX_INPUT_PIXELS } from '@/lib/thumbnail';

/**
 * Image attachments (issue 17). Keys carry their conversation (`c_<id>_<random>.webp`), so the
 * files route serves one only to that conversation's members (this rule, and uploads_select
 * in drizzle/policies/uploads.sql); a message may only carry an attachment its sender uploaded
 * to that same conversation (attachmentBelongs()).
 */
export const chatAttachmentPurpose = 'chat-attachment';
const keyPattern = /^c_([0-9a-f-]{36})_[A-Za-z0-9]+\.webp$/;
const contentType = 'image/webp';
const maxWidth = 1600;
const unreadable = 'This image could not be read. Try another PNG, JPEG, WebP or GIF file.';

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

/** Re-encoded as WebP at most 1600 px wide: metadata (GPS…) dropped, scripts impossible. */
async function reencode(image: Buffer): Promise<Buffer> {
  if (!detectImageType(image)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', avatarUnsupportedMessage);
  }
  const { default: sharp } = await import('sharp');
  const input = () => sharp(image, { limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const { width, height } = await input().metadata();
    if (width * height > MAX_INPUT_PIXELS) {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Images must be at most 50 megapixels');
    }
    return await input()
      .autoOrient()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', unreadable, { cause: error });
  }
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
  const bytes = await reencode(image);
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
