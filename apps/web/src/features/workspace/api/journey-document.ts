import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  documentSavedSchema,
  journeyDocumentResponseSchema,
  journeysApi,
  type JourneyDocument,
} from '@waymark/shared/journeys/contracts';
import { jsonInit } from '@/features/workspace/api/json-init';
import { workspaceKeys } from '@/features/workspace/api/workspace-keys';
import { apiFetch, apiJson, ApiError } from '@/lib/api-client';

const KEEPALIVE_MAX_CHARS = 60_000;

const isFinal = (error: unknown) => error instanceof ApiError && error.status < 500;

/** GET /api/journeys/:id/document: the block tree and its version (0 when never written). */
export function journeyDocumentQueryOptions(journeyId: string) {
  return queryOptions({
    queryKey: workspaceKeys.document(journeyId),
    queryFn: ({ signal }) =>
      apiJson(journeysApi.journeyDocument(journeyId), journeyDocumentResponseSchema, { signal }),
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
  const saved = await apiJson(
    journeysApi.journeyDocument(journeyId),
    documentSavedSchema,
    jsonInit('PUT', { document, baseVersion }),
  );
  return saved.version;
}

/** The same PUT as the page goes away: keepalive lets it finish after unload; nobody waits. */
export function saveJourneyDocumentOnLeave(
  journeyId: string,
  document: JourneyDocument,
  baseVersion: number,
): void {
  const init = jsonInit('PUT', { document, baseVersion });
  // Browsers cap keepalive bodies at 64 KB; a larger document is sent as a plain request.
  const keepalive = typeof init.body === 'string' && init.body.length < KEEPALIVE_MAX_CHARS;
  void apiFetch(journeysApi.journeyDocument(journeyId), { ...init, keepalive }).catch(
    () => undefined,
  );
}
