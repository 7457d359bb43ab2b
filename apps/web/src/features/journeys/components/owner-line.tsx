import { useTranslation } from 'react-i18next';
import type { JourneyOwner } from '@waymark/shared/journeys/journey-contracts';
import { pathTo } from '@waymark/shared/routes';
import { Link } from 'react-router';

/** Up to two letters of a name, for an owner without a picture. */
function initials(name: string) {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : [words[0]];
  return picked
    .map((word) => [...(word ?? '')][0] ?? '')
    .join('')
    .toUpperCase();
}

/** "By <avatar> Name", the name linking to the owner's profile. */
export function OwnerLine({ owner }: { owner: JourneyOwner }) {
  const { t } = useTranslation('journeys');
  const name = owner.displayName ?? owner.username ?? t('view.someone');
  return (
    <p className="flex items-center gap-2 text-sm text-muted">
      {owner.avatarUrl ? (
        <img src={owner.avatarUrl} alt="" className="size-7 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-soft text-xs font-semibold text-brand-text"
        >
          {initials(name)}
        </span>
      )}
      <span>
        {t('view.by')}{' '}
        <Link
          to={pathTo('profile', { id: owner.id })}
          className="font-medium text-fg hover:underline"
        >
          <bdi>{name}</bdi>
        </Link>
      </span>
    </p>
  );
}
