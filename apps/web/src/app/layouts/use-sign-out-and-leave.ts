import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { forgetCachedReads } from '@/app/pwa/read-cache';
import { useAuthContext } from '@/lib/auth/auth-context';
import { toast } from '@/ui/toast/toast-store';

/** Signs out, says so, and goes home; a failure still forgets the account in this tab. */
export function useSignOutAndLeave() {
  const { t } = useTranslation();
  const { signOut } = useAuthContext();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      await forgetCachedReads();
      toast.success(t('auth.menu.signedOut'));
    } catch {
      toast.error(t('auth.menu.signOutFailed'));
    }
    await navigate(routePatterns.home);
  };
}
