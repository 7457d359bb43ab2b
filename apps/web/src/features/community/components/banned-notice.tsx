import { ShieldBan } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@waymark/shared/routes';
import { LinkButton } from '@/ui/link-button';
import { IconBadge } from '@/ui/icon-badge';

/** A moderator banned me: what happened, the reason given, and where to ask about it. */
export function BannedNotice({ reason }: { reason: string | null }) {
  const { t } = useTranslation('community');
  return (
    <section
      role="status"
      data-testid="community-banned"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-line bg-raised px-6 py-10 text-center"
    >
      <IconBadge icon={ShieldBan} tone="quietDanger" shape="tile" />
      <h2 className="mt-4 text-lg font-semibold">{t('banned.title')}</h2>
      <p className="mt-2 text-sm text-muted">{t('banned.text')}</p>
      {reason ? (
        <p className="mt-3 rounded-lg bg-surface px-3 py-2 text-sm">
          {t('banned.reason', { reason })}
        </p>
      ) : null}
      <p className="mt-4 text-sm text-muted">{t('banned.help')}</p>
      <div className="mt-4">
        <LinkButton to={pathTo('settingsSection', { section: 'support' })} variant="secondary">
          {t('banned.support')}
        </LinkButton>
      </div>
    </section>
  );
}
