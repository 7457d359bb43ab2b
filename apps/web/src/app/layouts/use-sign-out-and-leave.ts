import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { forgetOfflineData } from '@/app/pwa/read-cache';
import { useAuthContext } from '@/lib/auth/auth-context';
import { toast } from '@/ui/toast/toast-store';

/**
 * Signs out, says so, and goes home; a failure still forgets the account in this tab, and
 * either way the offline data (cached reads, unsent writes) is deleted from this browser.
 */
export function useSignOutAndLeave() {
  const { t } = useTranslation();
  const { signOut } = useAuthContext();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      toast.success(t('auth.menu.signedOut'));
    } catch {
      toast.error(t('auth.menu.signOutFailed'));
    } finally {
      await forgetOfflineData();
    }
    await navigate(routePatterns.home);
  };
}
