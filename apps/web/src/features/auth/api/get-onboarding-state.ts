import { ownProfileSchema } from '@waymark/shared/profiles';
import { apiJson } from '@/lib/api-client';

/** Only the field this needs, so the rest of the profile can grow without touching sign-in. */
const onboardingStateSchema = ownProfileSchema.pick({ onboardedAt: true });

/** GET /api/me/profile: true once the person finished onboarding. */
export async function isOnboarded(): Promise<boolean> {
  const profile = await apiJson('/api/me/profile', onboardingStateSchema, { cache: 'no-store' });
  return profile.onboardedAt !== null;
}
