import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { getAssurance, isSecondFactorDue } from '@/features/auth/api/get-assurance';
import { isOnboarded } from '@/features/auth/api/get-onboarding-state';
import { redirectTargetFrom } from '@/features/auth/lib/redirect-target';
import { useAuthContext } from '@/lib/auth/auth-context';

export type SignInProgress = 'second-factor' | 'done';

/**
 * What happens once the server accepted a sign-in (password, OAuth or second factor): the
 * context loads the new session, a due second factor is asked for, and otherwise the person
 * goes where they were headed (?redirectTo, same-origin only), to onboarding if they never
 * finished it, or home.
 */
export function useFinishSignIn() {
  const { refreshSession } = useAuthContext();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  const goOn = useCallback(async () => {
    const redirectTo = redirectTargetFrom(searchParams);
    if (redirectTo) {
      await navigate(redirectTo, { replace: true });
      return;
    }
    // If the profile cannot be read now, the dashboard is the safe place: it links to everything.
    const onboarded = await isOnboarded().catch(() => true);
    await navigate(onboarded ? routePatterns.dashboard : routePatterns.onboarding, {
      replace: true,
    });
  }, [navigate, searchParams]);

  const finish = useCallback(async (): Promise<SignInProgress> => {
    await refreshSession();
    if (isSecondFactorDue(await getAssurance())) return 'second-factor';
    await goOn();
    return 'done';
  }, [goOn, refreshSession]);

  return { finish, goOn };
}
