import { uploadedImageSchema } from '@waymark/shared/journeys/document-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { api } from '@/lib/api-client';

/** POST /api/journeys/:id/images (multipart `file`): answers the URL for the image block. */
export async function uploadJourneyImage(journeyId: string, file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const { url } = await api.post(journeysApi.journeyImages(journeyId), {
    schema: uploadedImageSchema,
    body,
  });
  return url;
}
