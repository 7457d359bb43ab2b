import { useTranslation } from 'react-i18next';

/**
 * "Seen" (direct) or "Seen by 3" (group) under my latest message that others have read; in a
 * group it opens to say who. Only members whose receipts I may see are counted.
 */
export function SeenBy({ names, isGroup }: { names: string[]; isGroup: boolean }) {
  const { t } = useTranslation('chat');
  if (names.length === 0) return null;
  if (!isGroup) {
    return <p className="mt-0.5 text-end text-xs text-muted">{t('seen.direct')}</p>;
  }
  return (
    <details className="mt-0.5 text-end text-xs text-muted">
      <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-ring">
        {t('seen.group', { count: names.length })}
      </summary>
      <ul aria-label={t('seen.who')} className="mt-1 space-y-0.5">
        {names.map((name, index) => (
          <li key={`${name}-${index}`}>{name}</li>
        ))}
      </ul>
    </details>
  );
}
