import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JourneyDocument } from '@waymark/shared/journeys/document';
import {
  documentSavedSchema,
  journeyDocumentResponseSchema,
} from '@waymark/shared/journeys/document-contracts';
import { journeysApi } from '@waymark/shared/journeys/journeys-api-paths';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const KEEPALIVE_MAX_CHARS = 60_000;

const isFinal = (error: unknown) => error instanceof ApiError && error.status < 500;

/** GET /api/journeys/:id/document: the block tree and its version (0 when never written). */
export function journeyDocumentQueryOptions(journeyId: string) {
  return queryOptions({
    queryKey: queryKeys.workspace.document(journeyId),
    queryFn: ({ signal }) =>
      api.get(journeysApi.journeyDocument(journeyId), {
        schema: journeyDocumentResponseSchema,
        signal,
      }),
    retry: (count, error) => !isFinal(error) && count < 2,
    // The editor owns the content once loaded; a background refetch must not replace it.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useJourneyDocument(journeyId: string) {
  return useQuery(journeyDocumentQueryOptions(journeyId));
}

/** PUT with the version the edit started from; answers the new version (409 when stale). */
export async function saveJourneyDocument(
  journeyId: string,
  document: JourneyDocument,
  baseVersion: number,
): Promise<number> {
  const saved = await api.put(journeysApi.journeyDocument(journeyId), {
    schema: documentSavedSchema,
    body: { document, baseVersion },
  });
  return saved.version;
}

/** The same PUT as the page goes away: keepalive lets it finish after unload; nobody waits. */
export function saveJourneyDocumentOnLeave(
  journeyId: string,
  document: JourneyDocument,
  baseVersion: number,
): void {
  const body = { document, baseVersion };
  // Browsers cap keepalive bodies at 64 KB; a larger document is sent as a plain request.
  const keepalive = JSON.stringify(body).length < KEEPALIVE_MAX_CHARS;
  void api.put(journeysApi.journeyDocument(journeyId), { body, keepalive }).catch(() => undefined);
}
