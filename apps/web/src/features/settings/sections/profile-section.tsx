import { PenLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OwnProfile } from '@waymark/shared/profiles';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { SectionCard } from '@/ui/section-card';
import { WithOwnProfile } from '@/features/settings/components/with-own-profile';
import { useAuthContext } from '@/lib/auth/auth-context';
import { useFormatters } from '@/lib/format/use-formatters';
import { LinkButton } from '@/ui/link-button';

function initialsOf(profile: OwnProfile): string {
  const source = profile.fullName?.trim() || profile.username || '?';
  return source
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

function ProfileBasics({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation('account');
  const { user } = useAuthContext();
  const format = useFormatters();
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      {profile.avatarUrl ? (
        <img
          src={profile.avatarUrl}
          alt={t('settings.profile.avatarAlt')}
          className="size-20 shrink-0 rounded-full object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="grid size-20 shrink-0 place-items-center rounded-full bg-brand-soft text-2xl font-semibold text-brand-text"
        >
          {initialsOf(profile)}
        </span>
      )}
      <dl className="grid min-w-0 flex-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted">{t('settings.profile.fullName')}</dt>
        <dd className="font-medium break-words">{profile.fullName ?? '—'}</dd>
        <dt className="text-muted">{t('settings.profile.username')}</dt>
        <dd className="font-medium break-words">
          {profile.username ? <bdi>@{profile.username}</bdi> : '—'}
        </dd>
        <dt className="text-muted">{t('settings.profile.email')}</dt>
        <dd className="break-words">
          <bdi>{user?.email}</bdi>
        </dd>
        <dt className="text-muted">{t('settings.profile.joined')}</dt>
        <dd>{format.date(profile.createdAt)}</dd>
      </dl>
    </div>
  );
}

export function ProfileSection() {
  const { t } = useTranslation('account');
  return (
    <WithOwnProfile>
      {(profile) => (
        <>
          <SectionCard title={t('settings.profile.basicsCard')}>
            <ProfileBasics profile={profile} />
            <div className="mt-5 flex flex-wrap gap-3">
              <LinkButton to={routePatterns.editProfile} icon={PenLine}>
                {t('settings.profile.edit')}
              </LinkButton>
              <LinkButton to={pathTo('profile', { id: profile.id })} variant="secondary">
                {t('settings.profile.view')}
              </LinkButton>
            </div>
          </SectionCard>
        </>
      )}
    </WithOwnProfile>
  );
}
