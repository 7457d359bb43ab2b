import type { FastifyError, FastifyInstance } from 'fastify';
import {
  AVATAR_MAX_BYTES,
  avatarRequestContentTypes,
  avatarTooLargeMessage,
  avatarUnsupportedMessage,
} from '@waymark/shared/profiles';
import { AppError } from '@/errors';

/**
 * Image uploads as the raw request body (avatars, journey covers and images, chat attachments):
 * no multipart for one file, and the browser sends a File as-is. Each upload's routes live in
 * their own plugin scope, so this parser and its limit apply to no other route.
 */
export function acceptRawImages(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    [...avatarRequestContentTypes],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_request, body, parsed) => parsed(null, body),
  );
}

/**
 * A route's errorHandler for an image body: Fastify's own body errors say "1 MB" and name a
 * media type; say what to upload instead (413, 415). Anything else goes on to the app's handler.
 */
export function imageBodyErrors(error: FastifyError): never {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    throw new AppError('PAYLOAD_TOO_LARGE', avatarTooLargeMessage);
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', avatarUnsupportedMessage);
  }
  throw error;
}

/** The uploaded image's bytes, or a 400 when the body is missing or empty. */
export function rawImageOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError('BAD_REQUEST', 'Send the image as the request body');
  }
  return body;
}
