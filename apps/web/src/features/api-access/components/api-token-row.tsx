import { useTranslation } from 'react-i18next';
import type { ListedApiToken } from '@/features/api-access/api/api-tokens';
import { useFormatters } from '@/lib/format/use-formatters';
import { buttonClasses } from '@/ui/button-styles';

interface ApiTokenRowProps {
  token: ListedApiToken;
  onRevoke: () => void;
}

/** A token in the list: its name, scopes, dates and last use; never the secret. */
export function ApiTokenRow({ token, onRevoke }: ApiTokenRowProps) {
  const { t } = useTranslation('developer');
  const { date, relativeTime } = useFormatters();
  return (
    <li className="flex flex-wrap items-start gap-3 p-3">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-medium" dir="auto">
          {token.name}
        </p>
        <ul aria-label={t('list.scopes')} className="flex flex-wrap gap-1">
          {token.scopes.map((scope) => (
            <li key={scope}>
              <code dir="ltr" className="rounded bg-surface px-1.5 py-0.5 text-xs">
                {scope}
              </code>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted">
          {t('list.created', { date: date(token.created_at) })}
          {' · '}
          <span className={token.isExpired ? 'text-danger' : undefined}>
            {token.isExpired
              ? t('list.expired', { date: date(token.expires_at) })
              : t('list.expires', { date: date(token.expires_at) })}
          </span>
        </p>
        <p className="text-sm text-muted">
          {token.last_used_at
            ? t('list.lastUsed', {
                when: relativeTime(token.last_used_at),
                address: token.last_used_ip ?? '',
              })
            : t('list.neverUsed')}
        </p>
      </div>
      <button
        type="button"
        onClick={onRevoke}
        aria-label={t('list.revokeLabel', { name: token.name })}
        className={buttonClasses('secondary')}
      >
        {t('list.revoke')}
      </button>
    </li>
  );
}
