import { registerSW } from 'virtual:pwa-register';
import { i18n } from '@/i18n/setup';
import { toast } from '@/ui/toast/toast-store';

/**
 * Registers the service worker (issue 19), loaded after the first render so the first load
 * carries none of it. A new version waits until the person chooses "Reload" in the toast: a
 * half-filled form is never thrown away by an update.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    onNeedRefresh() {
      toast.info(i18n.t('pwa.updateReady'), {
        action: { label: i18n.t('pwa.reload'), onClick: () => void update(true) },
      });
    },
    onRegisterError(error: unknown) {
      console.error('Service worker registration failed', error);
    },
  });
}
