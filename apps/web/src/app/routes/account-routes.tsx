import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';

/**
 * Sign-up, sign-in and one's own profile (issue 3): login, register, email-confirmation,
 * forgot/reset password, auth/callback, onboarding, edit-profile, profile/{id}.
 * Each entry lazy-loads its page from features/auth or features/profile.
 */
export const accountRoutes: RouteObject[] = [
  {
    path: routePatterns.login,
    lazy: async () => {
      const { LoginPage } = await import('@/features/auth/pages/login-page');
      return { Component: LoginPage };
    },
  },
  {
    path: routePatterns.register,
    lazy: async () => {
      const { RegisterPage } = await import('@/features/auth/pages/register-page');
      return { Component: RegisterPage };
    },
  },
  {
    path: routePatterns.emailConfirmation,
    lazy: async () => {
      const { EmailConfirmationPage } =
        await import('@/features/auth/pages/email-confirmation-page');
      return { Component: EmailConfirmationPage };
    },
  },
  {
    path: routePatterns.forgotPassword,
    lazy: async () => {
      const { ForgotPasswordPage } = await import('@/features/auth/pages/forgot-password-page');
      return { Component: ForgotPasswordPage };
    },
  },
  {
    path: routePatterns.resetPassword,
    lazy: async () => {
      const { ResetPasswordPage } = await import('@/features/auth/pages/reset-password-page');
      return { Component: ResetPasswordPage };
    },
  },
  {
    path: routePatterns.authCallback,
    lazy: async () => {
      const { AuthCallbackPage } = await import('@/features/auth/pages/auth-callback-page');
      return { Component: AuthCallbackPage };
    },
  },
  {
    path: routePatterns.onboarding,
    lazy: async () => {
      const { OnboardingPage } = await import('@/features/profile/pages/onboarding-page');
      return { Component: OnboardingPage };
    },
  },
  {
    path: routePatterns.editProfile,
    lazy: async () => {
      const { EditProfilePage } = await import('@/features/profile/pages/edit-profile-page');
      return { Component: EditProfilePage };
    },
  },
  {
    path: routePatterns.profile,
    lazy: async () => {
      const { ProfilePage } = await import('@/features/profile/pages/profile-page');
      return { Component: ProfilePage };
    },
  },
];
