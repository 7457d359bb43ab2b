import { Check, Clock, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SuggestedPerson } from '@waymark/shared/discover/contracts';
import { pathTo } from '@waymark/shared/routes';
import { useFormatters } from '@/lib/format/use-formatters';
import { useFollowPerson } from '@/lib/people-suggestions';
import { buttonClasses } from '@/ui/button-styles';
import { PersonPicture } from '@/ui/person-avatar';

function useReasonText() {
  const { t } = useTranslation('discover');
  const format = useFormatters();
  return (person: SuggestedPerson): string => {
    switch (person.reason) {
      case 'followedByFollowing':
        return t('people.reason.followedByFollowing', {
          count: person.mutualCount,
          formatted: format.number(person.mutualCount),
        });
      case 'similarCategories':
        return t('people.reason.similarCategories');
      case 'activeRecently':
        return t('people.reason.activeRecently');
      case 'sameLanguage':
        return t('people.reason.sameLanguage');
    }
  };
}

/**
 * Someone to follow (Discover, the onboarding, an empty timeline): who they are, why they are
 * suggested, and a follow button. After a follow the card stays where it is and says so
 * ("Following", or "Requested" when they approve followers), so the list does not jump under
 * the pointer.
 */
export function SuggestedPersonCard({ person }: { person: SuggestedPerson }) {
  const { t } = useTranslation('discover');
  const reasonText = useReasonText();
  const follow = useFollowPerson();
  const name = person.fullName ?? (person.username ? `@${person.username}` : t('someone'));
  const state = follow.data?.following ?? person.following;
  return (
    <article className="relative flex h-full flex-col items-center rounded-2xl border border-line bg-raised p-4 text-center shadow-sm">
      <PersonPicture name={name} pictureUrl={person.avatarUrl} className="size-12 text-base" />
      <h3 className="mt-3 max-w-full truncate font-semibold">
        <Link to={pathTo('profile', { id: person.id })} className="hover:underline">
          <bdi>{name}</bdi>
        </Link>
      </h3>
      {person.username && person.fullName ? (
        <p dir="ltr" className="max-w-full truncate text-xs text-muted">
          @{person.username}
        </p>
      ) : null}
      <p className="mt-2 text-xs text-muted">{reasonText(person)}</p>
      <div className="mt-auto pt-4">
        {state === 'none' || state === null ? (
          <button
            type="button"
            onClick={() => follow.mutate(person.id)}
            disabled={follow.isPending}
            aria-label={t('people.followName', { name })}
            className={buttonClasses('primary', 'md', 'h-9 px-3')}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {t('people.follow')}
          </button>
        ) : (
          <p role="status" className="inline-flex h-9 items-center gap-1.5 text-sm font-medium">
            {state === 'following' ? (
              <Check aria-hidden="true" className="size-4 text-success-text" />
            ) : (
              <Clock aria-hidden="true" className="size-4 text-muted" />
            )}
            {state === 'following' ? t('people.following') : t('people.requested')}
          </p>
        )}
        {follow.isError ? (
          <p role="alert" className="mt-2 text-xs text-danger">
            {t('people.followFailed')}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Suggested people, two to three across. */
export function SuggestedPeopleGrid({ people }: { people: readonly SuggestedPerson[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {people.map((person) => (
        <li key={person.id}>
          <SuggestedPersonCard person={person} />
        </li>
      ))}
    </ul>
  );
}
