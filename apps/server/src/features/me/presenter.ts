import type { Me } from '@waymark/shared/auth';
import type { getMe } from '@/features/me/service';

export function presentMe({ user, profile, aal }: Awaited<ReturnType<typeof getMe>>): Me {
  return {
    user: { id: user.id, email: user.email, emailVerified: user.emailVerified },
    profile: profile && {
      id: profile.id,
      username: profile.username,
      fullName: profile.fullName,
      avatarUrl: profile.avatarUrl,
      language: profile.language,
    },
    aal,
  };
}
