import { ownProfileSchema } from '@waymark/shared/profiles';
import { apiJson } from '@/lib/api-client';

/** GET /api/me/profile: true once the person finished onboarding. */
export async function isOnboarded(): Promise<boolean> {
  const profile = await apiJson('/api/me/profile', ownProfileSchema, { cache: 'no-store' });
  return profile.onboardedAt !== null;
}
