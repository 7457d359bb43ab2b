import { z } from 'zod';
import { apiTokenScopeSchema } from './scopes';
import { userText } from '../text';

/**
 * Personal access tokens (issue 18), managed by the signed-in person in Settings → security.
 *
 *   GET    /api/tokens      → apiTokenListSchema
 *   POST   /api/tokens      createApiTokenSchema → 201 createdApiTokenSchema (the secret, once)
 *   DELETE /api/tokens/:id  → 204 (revoke)
 */
export const apiTokensApi = {
  tokens: '/api/tokens',
  token: (id: string) => `/api/tokens/${encodeURIComponent(id)}`,
} as const;

/** A token must end: people pick how soon, never "no expiry". */
export const apiTokenLifetimes = [30, 90, 365] as const;
export type ApiTokenLifetime = (typeof apiTokenLifetimes)[number];
export const apiTokenNameMaxLength = 100;
/** Live tokens per person: enough for every script, few enough to review. */
export const maxApiTokensPerUser = 50;

export const createApiTokenSchema = z.object({
  name: userText({ error: 'Name the token' })
    .trim()
    .min(1, { error: 'Name the token' })
    .max(apiTokenNameMaxLength, {
      error: `The name can be at most ${apiTokenNameMaxLength} characters`,
    }),
  scopes: z
    .array(apiTokenScopeSchema)
    .min(1, { error: 'Choose at least one scope' })
    .max(20, { error: 'Too many scopes' }),
  expires_in_days: z.union(
    apiTokenLifetimes.map((days) => z.literal(days)),
    { error: `Choose an expiry of ${apiTokenLifetimes.join(', ')} days` },
  ),
});
export type CreateApiToken = z.infer<typeof createApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scopes: z.array(apiTokenScopeSchema),
  created_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
  last_used_at: z.iso.datetime({ offset: true }).nullable(),
  last_used_ip: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating one: the only time the secret itself leaves the server. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokenList = z.infer<typeof apiTokenListSchema>;

export const apiTokenIdParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
});
