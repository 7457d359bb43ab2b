import { z } from 'zod';
import { fullNameSchema, usernameSchema } from './auth';
import { languageCodes } from './languages';
import { userText } from './text';

export const profileVisibilities = ['public', 'followers', 'private'] as const;
export const profileVisibilitySchema = z.enum(profileVisibilities);
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

export const profileIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
});
export type ProfileIdParams = z.infer<typeof profileIdParamsSchema>;

/**
 * What anyone allowed to see a profile gets: what its owner wrote to be seen (name, bio,
 * location, website), no language, visibility or other private settings.
 */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  /** `/api/files/<key>` for an uploaded avatar, an https URL from a sign-in provider, or null. */
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const BIO_MAX_LENGTH = 280;
export const LOCATION_MAX_LENGTH = 80;

/** One's own profile, as /edit-profile, /onboarding and /profile/{own id} show it. */
export const ownProfileSchema = publicProfileSchema.extend({
  language: z.string(),
  visibility: profileVisibilitySchema,
  /** Set when onboarding was finished or skipped; null sends a new user there. */
  onboardedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

const optionalText = (max: number, label: string) =>
  userText()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .transform((value) => (value === '' ? null : value))
    .nullable();

// A host with a dot: `https://ftp://x` parses as a URL but is no one's website.
function isWebAddress(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'https:' || protocol === 'http:') && /\.[a-z0-9-]+$/i.test(hostname);
}

export const websiteSchema = userText()
  .trim()
  .max(200, { error: 'Website must be at most 200 characters' })
  .transform((value) => (value === '' || /^https?:\/\//i.test(value) ? value : `https://${value}`))
  .refine((value) => value === '' || isWebAddress(value), { error: 'Enter a valid web address' })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/**
 * PATCH /api/me/profile → ownProfileSchema: any subset of the editable fields. Username and
 * full name follow the sign-up rules; a taken username answers 409 naming `username`.
 * `onboarded: true` marks onboarding finished (or skipped).
 */
export const profileUpdateSchema = z
  .object({
    fullName: fullNameSchema,
    username: usernameSchema,
    bio: optionalText(BIO_MAX_LENGTH, 'Bio'),
    location: optionalText(LOCATION_MAX_LENGTH, 'Location'),
    website: websiteSchema,
    language: z.enum(languageCodes as [string, ...string[]], {
      error: 'Choose one of the supported languages',
    }),
    visibility: profileVisibilitySchema,
    onboarded: z.literal(true),
  })
  .partial();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/**
 * Avatars: POST /api/me/avatar with the image as the raw body → ownProfileSchema; DELETE
 * /api/me/avatar removes it. The server checks the real format by the file's first bytes
 * (415 for anything else), refuses bodies over AVATAR_MAX_BYTES (413) and stores a 256×256
 * WebP thumbnail served from `avatarUrl`.
 */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const avatarContentTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** What the request's Content-Type may say; a generic binary type is checked the same way. */
export const avatarRequestContentTypes = [
  ...avatarContentTypes,
  'application/octet-stream',
] as const;
export const avatarTooLargeMessage = 'Images must be 5 MB or smaller';
export const avatarUnsupportedMessage = 'Upload a PNG, JPEG, WebP or GIF image';
