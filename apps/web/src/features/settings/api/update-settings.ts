import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsSchema, type SettingsUpdate } from '@waymark/shared/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/settings: any subset; answers with every setting as saved. */
export function updateSettings(update: SettingsUpdate) {
  return api.patch('/api/settings', { schema: settingsSchema, body: update });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(queryKeys.settings.own(), settings),
  });
}
