import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pathTo } from '@waymark/shared/routes';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { ProfileAvatar } from '@/features/profiles/components/profile-avatar';

/** A person in a list: picture, name and @username linking to their profile, then actions. */
export function PersonRow({ person, children }: { person: ProfileCard; children?: ReactNode }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <ProfileAvatar person={person} className="size-10 text-sm" />
      <Link
        to={pathTo('profile', { id: person.id })}
        className="min-w-0 flex-1 rounded focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span dir="auto" className="block truncate font-medium">
          {person.fullName ?? person.username}
        </span>
        {person.username ? (
          <span className="block truncate text-sm text-muted" dir="ltr">
            @{person.username}
          </span>
        ) : null}
      </Link>
      {children}
    </li>
  );
}
