import type { RouteObject } from 'react-router';

/**
 * Sign-up, sign-in and one's own profile (issue 3): login, register, email-confirmation,
 * forgot/reset password, auth/callback, onboarding, edit-profile, profile/{id}.
 * Each entry lazy-loads its page from features/auth or features/profile.
 */
export const accountRoutes: RouteObject[] = [];
