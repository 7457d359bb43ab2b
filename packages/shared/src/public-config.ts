import { z } from 'zod';

/** What the web app may know about the server's configuration: nothing secret. */
export const publicConfigSchema = z.object({
  productName: z.string().min(1),
  feedbackUrl: z.url(),
  version: z.string(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
