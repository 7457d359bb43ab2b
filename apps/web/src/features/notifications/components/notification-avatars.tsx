import { Bell } from 'lucide-react';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { displayName } from '@/features/notifications/components/notification-text';

function Avatar({ actor, className }: { actor: ProfileCard; className: string }) {
  if (actor.avatarUrl) {
    return <img src={actor.avatarUrl} alt="" className={`${className} object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} grid place-items-center bg-brand-soft text-sm font-semibold text-brand-text`}
    >
      {[...displayName(actor)][0]?.toUpperCase() ?? '?'}
    </span>
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
