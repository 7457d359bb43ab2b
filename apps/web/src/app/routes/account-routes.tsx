import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';
import { loadTexts } from '@/i18n/setup';

/**
 * Sign-up, sign-in and one's own profile (issue 3): login, register, email-confirmation,
 * forgot/reset password, auth/callback, onboarding, edit-profile, profile/{id}.
 * Each entry lazy-loads its page from features/auth or features/profiles.
 */
/** A page of these features: its module and the `account` texts load together, before it renders. */
function accountPage(load: () => Promise<RouteObject['Component']>): RouteObject['lazy'] {
  return async () => {
    const [Component] = await Promise.all([load(), loadTexts('account')]);
    return { Component };
  };
}

export const accountRoutes: RouteObject[] = [
  {
    path: routePatterns.login,
    lazy: accountPage(async () => (await import('@/features/auth/pages/login-page')).LoginPage),
  },
  {
    path: routePatterns.register,
    lazy: accountPage(
      async () => (await import('@/features/auth/pages/register-page')).RegisterPage,
    ),
  },
  {
    path: routePatterns.emailConfirmation,
    lazy: accountPage(
      async () =>
        (await import('@/features/auth/pages/email-confirmation-page')).EmailConfirmationPage,
    ),
  },
  {
    // Issue 19: the "This wasn't me" link of a sign-in alert mail, signed out too.
    path: routePatterns.signInNotMe,
    lazy: accountPage(
      async () => (await import('@/features/sign-in-alerts/pages/not-me-page')).NotMePage,
    ),
  },
  {
    path: routePatterns.forgotPassword,
    lazy: accountPage(
      async () => (await import('@/features/auth/pages/forgot-password-page')).ForgotPasswordPage,
    ),
  },
  {
    path: routePatterns.resetPassword,
    lazy: accountPage(
      async () => (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
    ),
  },
  {
    path: routePatterns.authCallback,
    lazy: accountPage(
      async () => (await import('@/features/auth/pages/auth-callback-page')).AuthCallbackPage,
    ),
  },
  {
    path: routePatterns.onboarding,
    lazy: accountPage(
      async () => (await import('@/features/profiles/pages/onboarding-page')).OnboardingPage,
    ),
  },
  {
    path: routePatterns.editProfile,
    lazy: accountPage(
      async () => (await import('@/features/profiles/pages/edit-profile-page')).EditProfilePage,
    ),
  },
  {
    path: routePatterns.profile,
    lazy: async () => {
      const [{ ProfilePage }] = await Promise.all([
        import('@/features/profiles/pages/profile-page'),
        loadTexts('account'),
        loadTexts('social'),
      ]);
      return { Component: ProfilePage };
    },
  },
];
