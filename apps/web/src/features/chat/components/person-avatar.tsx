import type { ProfileCard } from '@waymark/shared/social/contracts';
import { OnlineDot } from '@/features/chat/components/presence-status';
import { nameOf } from '@/ui/messages/person-name';
import { PersonPicture } from '@/ui/person-avatar';

/** A person's picture, or their initials; decorative (the name is always said beside it). */
export function PersonAvatar({ person, className }: { person?: ProfileCard; className?: string }) {
  return (
    <PersonPicture
      name={nameOf(person) ?? null}
      pictureUrl={person?.avatarUrl}
      className={className}
    />
  );
}

/** A group's picture, else up to two faces of the conversation, overlapping. */
export function ConversationAvatar({
  people,
  pictureUrl = null,
  online = false,
}: {
  people: ProfileCard[];
  pictureUrl?: string | null;
  /** A direct conversation's other person is online: a dot on the corner. */
  online?: boolean;
}) {
  if (pictureUrl) {
    return <img src={pictureUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />;
  }
  const [first, second] = people;
  if (!second) {
    return (
      <span className="relative size-10 shrink-0">
        <PersonAvatar person={first} className="size-10" />
        {online ? <OnlineDot /> : null}
      </span>
    );
  }
  return (
    <span aria-hidden="true" className="relative size-10 shrink-0">
      <PersonAvatar person={first} className="absolute start-0 top-0 size-7" />
      <PersonAvatar person={second} className="absolute end-0 bottom-0 size-7 ring-2 ring-raised" />
    </span>
  );
}
