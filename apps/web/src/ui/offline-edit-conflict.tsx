import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  reapplyRefused,
  settleRefused,
  useRefusedWrites,
  type OutboxEntry,
} from '@/lib/offline/outbox';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';

/** The newest edit of `id` made offline that met a newer version, if there is one. */
export function useRefusedEdit(
  kind: 'journey-edit' | 'project-edit',
  path: string,
): OutboxEntry | undefined {
  return useRefusedWrites()
    .filter((entry) => entry.kind === kind && entry.path === path)
    .at(-1);
}

/**
 * An edit made offline that met a newer version (issue 32), as a step's note does: the page
 * shows the saved version, and this says the person's edit was not saved, with its title, and
 * lets them put it on top of the saved version ("Use my edit", sent with the version now
 * shown) or let it go ("Keep the saved version").
 */
export function OfflineEditConflict({ entry, version }: { entry: OutboxEntry; version: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isSending, setIsSending] = useState(false);
  const mine = entry.body as { title?: string } & Record<string, unknown>;
  const refresh = () => {
    for (const queryKey of entry.refresh ?? []) void queryClient.invalidateQueries({ queryKey });
  };
  const applyMine = async () => {
    setIsSending(true);
    try {
      const answer = await reapplyRefused(entry, { ...mine, version });
      toast.success(answer === null ? t('pwa.savedOnDevice') : t('pwa.editApplied'));
    } catch {
      toast.error(t('pwa.changeRefused'));
    } finally {
      setIsSending(false);
      refresh();
    }
  };
  return (
    <div
      role="alert"
      data-testid="offline-edit-conflict"
      className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <p className="font-medium">{t('pwa.editConflict')}</p>
      {mine.title ? (
        <p>
          {t('pwa.yourEdit')} <bdi className="font-semibold">{mine.title}</bdi>
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={isSending}
          onClick={() => void applyMine()}
          className={buttonClasses('primary')}
        >
          {t('pwa.useMyEdit')}
        </button>
        <button
          type="button"
          disabled={isSending}
          onClick={() => void settleRefused(entry.key).then(refresh)}
          className={buttonClasses('secondary')}
        >
          {t('pwa.keepSaved')}
        </button>
      </div>
    </div>
  );
}
