import type { RouteObject } from 'react-router';
import { routePatterns } from '@waymark/shared/routes';

/**
 * Sign-up, sign-in and one's own profile (issue 3): login, register, email-confirmation,
 * forgot/reset password, auth/callback, onboarding, edit-profile, profile/{id}.
 * Each entry lazy-loads its page from features/auth or features/profile.
 */
export const accountRoutes: RouteObject[] = [
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
