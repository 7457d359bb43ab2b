import type { ProfileCard } from '@waymark/shared/social/contracts';
import { OnlineDot } from '@/features/chat/components/presence-status';
import { nameOf } from '@/features/chat/lib/names';
import { cx } from '@/lib/cx';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/** A person's picture, or their initials; decorative (the name is always said beside it). */
export function PersonAvatar({ person, className }: { person?: ProfileCard; className?: string }) {
  const base = cx('size-9 shrink-0 rounded-full', className);
  if (person?.avatarUrl) {
    return <img src={person.avatarUrl} alt="" className={cx(base, 'object-cover')} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        base,
        'grid place-items-center bg-brand-soft text-xs font-semibold text-brand-text',
      )}
    >
      {initials(nameOf(person) ?? '?') || '?'}
    </span>
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
