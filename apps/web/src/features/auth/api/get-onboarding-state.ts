import { ownProfileSchema } from '@waymark/shared/profiles';
import { api } from '@/lib/api-client';

/** Only the field this needs, so the rest of the profile can grow without touching sign-in. */
const onboardingStateSchema = ownProfileSchema.pick({ onboardedAt: true });

/** GET /api/me/profile: true once the person finished onboarding. */
export async function isOnboarded(): Promise<boolean> {
  const profile = await api.get('/api/me/profile', {
    schema: onboardingStateSchema,
    cache: 'no-store',
  });
  return profile.onboardedAt !== null;
}
