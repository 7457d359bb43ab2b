import { z } from 'zod';

export const profileVisibilities = ['public', 'followers', 'private'] as const;
export const profileVisibilitySchema = z.enum(profileVisibilities);
export type ProfileVisibility = z.infer<typeof profileVisibilitySchema>;

export const profileIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
});
export type ProfileIdParams = z.infer<typeof profileIdParamsSchema>;

/** What anyone allowed to see a profile gets: no language, visibility or private settings. */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
