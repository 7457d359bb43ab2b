import { z } from 'zod';
import { instant, versionSchema } from './common-contracts';
import { journeyDocumentSchema } from './document';

/** GET /api/journeys/:id/document. A journey that was never written has version 0. */
export const journeyDocumentResponseSchema = z.object({
  document: journeyDocumentSchema,
  version: z.number().int().nonnegative(),
  updatedAt: instant.nullable(),
});
export type JourneyDocumentResponse = z.infer<typeof journeyDocumentResponseSchema>;

/** PUT /api/journeys/:id/document → 200 documentSavedSchema, or 409 when baseVersion is stale. */
export const journeyDocumentSaveSchema = z.object({
  document: journeyDocumentSchema,
  baseVersion: versionSchema,
});
export type JourneyDocumentSave = z.input<typeof journeyDocumentSaveSchema>;

export const documentSavedSchema = z.object({ version: z.number().int(), updatedAt: instant });
export type DocumentSaved = z.infer<typeof documentSavedSchema>;

/** POST /api/journeys/:id/images (multipart field `file` or the raw image) → the URL for an image block. */
export const uploadedImageSchema = z.object({ url: z.string() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
