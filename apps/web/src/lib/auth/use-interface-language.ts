import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toLanguageCode, type LanguageCode } from '@waymark/shared/languages';
import type { Settings } from '@waymark/shared/settings';
import { api } from '@/lib/api-client';
import { useAuthContext } from '@/lib/auth/auth-context';
import { queryKeys } from '@/lib/query-keys';

export interface LanguageChoiceCallbacks {
  /** Saved to the profile; `t` speaks the new language (a toast must not mix two). */
  onSaved?: (settings: Settings) => void;
  /** Not saved: the interface is already back in the language it had. */
  onFailed?: (error: unknown) => void;
}

/**
 * Choosing the interface language, wherever it is offered (the header, settings, onboarding):
 * it applies at once and, signed in, is saved to the profile (spec §4: the interface speaks
 * the profile's language). Saving first updates the cached profile, so nothing pulls the
 * interface back to the old language; a choice that cannot be saved is undone.
 */
export function useInterfaceLanguage() {
  const { i18n } = useTranslation();
  const { user, refreshProfile } = useAuthContext();
  const queryClient = useQueryClient();
  const save = useMutation({
    // The contract loads with the first save: the header (and so `/`) stays free of zod.
    mutationFn: async (language: LanguageCode) => {
      const { settingsSchema } = await import('@waymark/shared/settings');
      return api.patch('/api/settings', { schema: settingsSchema, body: { language } });
    },
    onSuccess: async (settings) => {
      queryClient.setQueryData(queryKeys.settings.own(), settings);
      await refreshProfile();
    },
  });

  const choose = (language: LanguageCode, callbacks: LanguageChoiceCallbacks = {}) => {
    const previous = toLanguageCode(i18n.resolvedLanguage ?? i18n.language);
    void i18n.changeLanguage(language);
    if (!user) return;
    save.mutate(language, {
      onSuccess: (settings) => callbacks.onSaved?.(settings),
      onError: (error) => {
        void i18n.changeLanguage(previous);
        callbacks.onFailed?.(error);
      },
    });
  };

  return { choose, isSaving: save.isPending };
}
