import { z } from 'zod';

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
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
