import { Link2, MapPin, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileCard as Card } from '@waymark/shared/social/contracts';
import type { ProfileView } from '@waymark/shared/social/contracts';
import { routePatterns } from '@waymark/shared/routes';
import { JoinedDate } from '@/features/profiles/components/joined-date';
import { ProfileAvatar } from '@/features/profiles/components/profile-avatar';
import { LinkButton } from '@/ui/link-button';

interface ProfileCardProps {
  card: Card;
  /** Bio, location, website, joined date: null when the viewer may see only the card. */
  details: ProfileView['details'];
  /** One's own profile gets the link to edit it. */
  isOwn: boolean;
  /** Stats and actions, under the name. */
  children?: ReactNode;
}

/** Picture, name, @username, then (when visible) bio, location, website and joined date. */
export function ProfileCard({ card, details, isOwn, children }: ProfileCardProps) {
  const { t } = useTranslation('account');
  const name = card.fullName ?? card.username ?? t('profile.view.unnamed');
  return (
    <article className="rounded-2xl border border-line bg-raised p-6 shadow-sm sm:p-8">
      <div className="flex flex-col items-center gap-5 text-center sm:flex-row sm:items-start sm:text-start">
        <ProfileAvatar person={card} className="size-28 text-4xl" />
        <div className="min-w-0 flex-1">
          <h1 dir="auto" className="text-2xl font-bold tracking-tight break-words">
            {name}
          </h1>
          {card.username ? (
            <p className="text-muted" dir="ltr">
              @{card.username}
            </p>
          ) : null}
          {details?.bio ? (
            <p dir="auto" className="mt-4 whitespace-pre-line break-words">
              {details.bio}
            </p>
          ) : null}
          {details ? (
            <ul className="mt-4 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-muted sm:justify-start">
              {details.location ? (
                <li className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4" />
                  <span className="sr-only">{t('profile.fields.location')}: </span>
                  {details.location}
                </li>
              ) : null}
              {details.website ? (
                <li className="inline-flex min-w-0 items-center gap-1.5">
                  <Link2 aria-hidden="true" className="size-4" />
                  <a
                    href={details.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    dir="ltr"
                    className="truncate text-brand-text underline-offset-2 hover:underline"
                  >
                    {details.website.replace(/^https?:\/\//i, '')}
                  </a>
                </li>
              ) : null}
              <li>
                <JoinedDate createdAt={details.createdAt} />
              </li>
            </ul>
          ) : null}
          {children}
        </div>
        {isOwn ? (
          <LinkButton to={routePatterns.editProfile} icon={Pencil} variant="secondary">
            {t('profile.view.edit')}
          </LinkButton>
        ) : null}
      </div>
    </article>
  );
}
