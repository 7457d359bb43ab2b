import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { avatarUnsupportedMessage } from '@waymark/shared/profiles';
import type { AppDatabase } from '@/db/client';
import { withUser } from '@/db/with-user';
import { AppError } from '@/errors';
import { detectImageType } from '@/lib/image-type';
import {
  forgetUploads,
  fileUrl,
  recordUpload,
  removeStoredFiles,
  type FileStore,
} from '@/capabilities/files/service';
import { makeAvatarThumbnail, thumbnailContentType } from '@/lib/thumbnail';
import type { ProfileRow } from '@/capabilities/people/queries';
import { updateProfile } from '@/features/profiles/queries';

const avatarPurpose = 'avatar';

interface AvatarContext {
  db: AppDatabase;
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

/**
 * Replaces the user's avatar with a 256×256 WebP thumbnail of `image`. The bytes are stored
 * first under a new random key; the uploads row, the profile's URL and the removal of the
 * previous avatar's rows are one transaction. If that fails, the new bytes are removed
 * again: nothing is half-written. The previous avatar's bytes go last.
 */
export async function replaceAvatar(
  { db, fileStore, log }: AvatarContext,
  userId: string,
  image: Buffer,
): Promise<ProfileRow> {
  if (!detectImageType(image))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', avatarUnsupportedMessage);
  const thumbnail = await makeAvatarThumbnail(image);
  const storageKey = `${randomUUID()}.webp`;
  await fileStore.put(storageKey, thumbnail, thumbnailContentType);

  let result: { profile: ProfileRow; previousKeys: string[] };
  try {
    result = await withUser(db, userId, async (tx) => {
      await recordUpload(tx, {
        userId,
        purpose: avatarPurpose,
        storageKey,
        contentType: thumbnailContentType,
        byteSize: thumbnail.length,
      });
      const profile = await updateProfile(tx, userId, { avatarUrl: fileUrl(storageKey) });
      if (!profile) throw new AppError('NOT_FOUND', 'Profile not found');
      const previous = await forgetUploads(tx, userId, avatarPurpose, storageKey);
      return { profile, previousKeys: previous.map((row) => row.storageKey) };
    });
  } catch (error) {
    await removeStoredFiles(fileStore, [storageKey], log);
    throw error;
  }
  await removeStoredFiles(fileStore, result.previousKeys, log);
  return result.profile;
}

/** Removes the avatar: rows and URL in one transaction, then the bytes. */
export async function removeAvatar(
  { db, fileStore, log }: AvatarContext,
  userId: string,
): Promise<ProfileRow> {
  const { profile, removedKeys } = await withUser(db, userId, async (tx) => {
    const removed = await forgetUploads(tx, userId, avatarPurpose);
    const row = await updateProfile(tx, userId, { avatarUrl: null });
    if (!row) throw new AppError('NOT_FOUND', 'Profile not found');
    return { profile: row, removedKeys: removed.map((upload) => upload.storageKey) };
  });
  await removeStoredFiles(fileStore, removedKeys, log);
  return profile;
}
