import type { ReactNode } from 'react';
import type { OwnProfile } from '@waymark/shared/profiles';
import { useOwnProfile } from '@/lib/own-profile';
import { LoadedQuery } from '@/features/settings/components/loaded-query';

/** Renders once the own profile is loaded; a failed load offers to try again. */
export function WithOwnProfile({ children }: { children: (profile: OwnProfile) => ReactNode }) {
  return <LoadedQuery query={useOwnProfile()}>{children}</LoadedQuery>;
}
