import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  moderationListSchema,
  type ModerationEntry,
  type ModerationListKind,
} from '@waymark/shared/social/contracts';
import type { MuteDuration } from '@waymark/shared/social/rules';
import { apiFetch, apiJson, toApiError } from '@/lib/api-client';

const moderationKeys = {
  all: ['settings', 'moderation'] as const,
  list: (kind: ModerationListKind) => [...moderationKeys.all, kind] as const,
};

/** GET /api/me/social/:kind — the people I blocked, restricted or still mute. */
export function useModerationList(kind: ModerationListKind) {
  return useQuery({
    queryKey: moderationKeys.list(kind),
    queryFn: ({ signal }) => apiJson(`/api/me/social/${kind}`, moderationListSchema, { signal }),
  });
}

const path = { blocked: 'block', restricted: 'restrict', muted: 'mute' } as const;

async function send(method: string, url: string, body?: object) {
  const response = await apiFetch(url, {
    method,
    ...(body
      ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  if (!response.ok) throw await toApiError(response);
}

/**
 * The mute length that, chosen again now, comes closest to what was left: an undone unmute
 * cannot name an exact end, only one of the offered lengths.
 */
export function remainingMuteDuration(until: string | null, now = Date.now()): MuteDuration {
  if (until === null) return 'forever';
  const days = (Date.parse(until) - now) / 86_400_000;
  if (days <= 1) return '1d';
  if (days <= 7) return '7d';
  return '30d';
}

/** Undo (unblock, unrestrict, unmute), and redo for the toast's "Undo" button. */
export function useModerationChange(kind: ModerationListKind) {
  const queryClient = useQueryClient();
  const url = (id: string) => `/api/profiles/${encodeURIComponent(id)}/${path[kind]}`;
  return useMutation({
    mutationFn: ({ entry, restore }: { entry: ModerationEntry; restore: boolean }) => {
      if (!restore) return send('DELETE', url(entry.id));
      if (kind === 'muted') {
        return send('PUT', url(entry.id), { duration: remainingMuteDuration(entry.until) });
      }
      return send('POST', url(entry.id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.list(kind) }),
  });
}
