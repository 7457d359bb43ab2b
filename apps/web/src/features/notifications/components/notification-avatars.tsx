import { Bell } from 'lucide-react';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { displayName } from '@/features/notifications/components/notification-text';
import { PersonPicture } from '@/ui/person-avatar';

function Avatar({ actor, className }: { actor: ProfileCard; className: string }) {
  return (
    <PersonPicture
      name={displayName(actor)}
      pictureUrl={actor.avatarUrl}
      letter="first"
      className={className}
    />
  );
}

/** The newest actor's picture, a second one overlapping for groups; a bell for system notices. */
export function NotificationAvatars({ actors }: { actors: ProfileCard[] }) {
  const [first, second] = actors;
  if (!first) {
    return (
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-full bg-surface text-muted"
      >
        <Bell className="size-5" />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className="relative size-10 shrink-0">
      <Avatar actor={first} className="size-10 rounded-full" />
      {second ? (
        <Avatar
          actor={second}
          className="absolute -end-1 -bottom-1 size-6 rounded-full text-[0.625rem] ring-2 ring-raised"
        />
      ) : null}
    </span>
  );
}
