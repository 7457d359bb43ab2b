import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  moderationListSchema,
  type ModerationEntry,
  type ModerationListKind,
} from '@waymark/shared/social/contracts';
import type { MuteDuration } from '@waymark/shared/social/rules';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/me/social/:kind — the people I blocked, restricted or still mute. */
export function useModerationList(kind: ModerationListKind) {
  return useQuery({
    queryKey: queryKeys.settings.moderation(kind),
    queryFn: ({ signal }) =>
      api.get(`/api/me/social/${kind}`, { schema: moderationListSchema, signal }),
  });
}

const path = { blocked: 'block', restricted: 'restrict', muted: 'mute' } as const;

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
      if (!restore) return api.delete(url(entry.id));
      if (kind === 'muted') {
        return api.put(url(entry.id), { body: { duration: remainingMuteDuration(entry.until) } });
      }
      return api.post(url(entry.id));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.profile.all }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.settings.moderation(kind) }),
  });
}
