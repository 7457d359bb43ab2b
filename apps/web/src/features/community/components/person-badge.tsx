import type { ProfileCard } from '@waymark/shared/social/contracts';
import { nameOf } from '@/ui/messages/person-name';
import { PersonPicture } from '@/ui/person-avatar';

/** A person's picture, or their initials; decorative (the name is always said beside it). */
export function PersonBadge({
  person,
  className,
}: {
  person: ProfileCard | null;
  className?: string;
}) {
  return (
    <PersonPicture
      name={nameOf(person) ?? null}
      pictureUrl={person?.avatarUrl}
      className={className}
    />
  );
}
