import { authSchema } from '@/features/auth/schema';
import { factorsSchema } from '@/features/factors/schema';
import { uploads } from '@/features/files/schema';
import { profiles } from '@/features/profiles/schema';
import { activeSessions } from '@/features/sessions/schema';
import { userSettings } from '@/features/settings/schema';
import { supportTickets } from '@/features/support/schema';

export * from '@/features/auth/schema';
export * from '@/features/factors/schema';
export * from '@/features/files/schema';
export * from '@/features/profiles/schema';
export * from '@/features/sessions/schema';
export * from '@/features/settings/schema';
export * from '@/features/support/schema';

export const schema = {
  ...authSchema,
  ...factorsSchema,
  profiles,
  activeSessions,
  uploads,
  userSettings,
  supportTickets,
};
export type Schema = typeof schema;
