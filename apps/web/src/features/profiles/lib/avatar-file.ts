import { AVATAR_MAX_BYTES, avatarContentTypes } from '@waymark/shared/profiles';

export type AvatarFileProblem = 'type' | 'size';

/** The server's own checks, run first so a wrong file fails before it is uploaded. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null {
  if (!(avatarContentTypes as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

export const AVATAR_MAX_MEGABYTES = AVATAR_MAX_BYTES / (1024 * 1024);

/** What the file picker offers: `image/png,image/jpeg,…`. */
export const avatarAccept = avatarContentTypes.join(',');
