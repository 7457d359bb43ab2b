import { z } from 'zod';

export const oauthProviders = ['github', 'google'] as const;
export const oauthProviderSchema = z.enum(oauthProviders);
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;

/** What the web app may know about the server's configuration: nothing secret. */
export const publicConfigSchema = z.object({
  productName: z.string().min(1),
  feedbackUrl: z.url(),
  version: z.string(),
  /** Who runs this installation, for the Impressum; unset lines are null. */
  operator: z.object({
    name: z.string().min(1),
    address: z.string().min(1).nullable(),
    email: z.email().nullable(),
  }),
  /** Sign-in providers with a client id and secret on this server; the login page offers only these. */
  oauthProviders: z.array(oauthProviderSchema).default([]),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
