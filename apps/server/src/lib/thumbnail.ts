import { avatarUnsupportedMessage } from '@waymark/shared/profiles';
import { AppError } from '@/errors';
import { detectImageType } from '@/lib/image-type';

export const AVATAR_SIZE = 256;
export const thumbnailContentType = 'image/webp';

// Decoding a small file can still unfold into a huge bitmap (a "pixel bomb"); refuse
// anything beyond what a camera produces before sharp allocates it.
export const MAX_INPUT_PIXELS = 50_000_000;

const unreadable = 'This image could not be read. Try another PNG, JPEG, WebP or GIF file.';

/**
 * A square WebP thumbnail: EXIF orientation applied, centre-cropped, metadata (GPS…)
 * dropped, first frame only for animations. sharp is a native module loaded on first use,
 * so start-up does not pay for it.
 */
export async function makeAvatarThumbnail(image: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const input = () => sharp(image, { limitInputPixels: MAX_INPUT_PIXELS });
  let size: { width: number; height: number };
  try {
    const { width, height } = await input().metadata();
    size = { width, height };
  } catch (error) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', unreadable, { cause: error });
  }
  if (size.width * size.height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Images must be at most 50 megapixels');
  }
  try {
    return await input()
      .autoOrient()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', unreadable, { cause: error });
  }
}

/**
 * A picture people share (a journey's cover or image, a chat attachment), re-encoded as WebP at
 * most `maxWidth` px wide: the kind is checked from its bytes first, metadata (GPS…) dropped,
 * scripts impossible.
 */
export async function reencodeImage(image: Buffer, maxWidth = 1600): Promise<Buffer> {
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
