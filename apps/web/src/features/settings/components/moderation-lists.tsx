import { useTranslation } from 'react-i18next';
import type { ModerationEntry, ModerationListKind } from '@waymark/shared/social/contracts';
import { useModerationChange, useModerationList } from '@/features/settings/api/moderation';
import { LoadedQuery } from '@/features/settings/components/loaded-query';
import { SectionCard } from '@/ui/section-card';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';
import { localeFor } from '@/lib/format/formatters';

function useTexts(kind: ModerationListKind) {
  const { t } = useTranslation('social');
  // Spelled out per kind so the extractor finds every text.
  switch (kind) {
    case 'blocked':
      return {
        title: t('privacy.blocked.title'),
        help: t('privacy.blocked.help'),
        empty: t('privacy.blocked.empty'),
        undo: t('privacy.blocked.undo'),
        undone: (name: string) => t('privacy.blocked.undone', { name }),
      };
    case 'restricted':
      return {
        title: t('privacy.restricted.title'),
        help: t('privacy.restricted.help'),
        empty: t('privacy.restricted.empty'),
        undo: t('privacy.restricted.undo'),
        undone: (name: string) => t('privacy.restricted.undone', { name }),
      };
    case 'muted':
      return {
        title: t('privacy.muted.title'),
        help: t('privacy.muted.help'),
        empty: t('privacy.muted.empty'),
        undo: t('privacy.muted.undo'),
        undone: (name: string) => t('privacy.muted.undone', { name }),
      };
  }
}

function Entry({ kind, entry }: { kind: ModerationListKind; entry: ModerationEntry }) {
  const { t, i18n } = useTranslation('social');
  const texts = useTexts(kind);
  const change = useModerationChange(kind);
  const name = entry.fullName ?? entry.username ?? '';
  const failed = () => toast.error(t('actionFailed'));
  const until =
    kind === 'muted'
      ? entry.until
        ? t('privacy.muted.until', {
            date: new Intl.DateTimeFormat(localeFor(i18n.resolvedLanguage ?? i18n.language), {
              dateStyle: 'medium',
            }).format(new Date(entry.until)),
          })
        : t('privacy.muted.forever')
      : null;
  // mutateAsync, not mutate's callbacks: the entry leaves the list (and this row unmounts) as
  // soon as the refreshed list arrives, and TanStack skips per-call callbacks of an unmounted
  // row, which lost the toast whenever the refresh won the race.
  const undo = () =>
    change.mutateAsync({ entry, restore: false }).then(
      () =>
        toast.success(texts.undone(name), {
          action: {
            label: t('undo'),
            onClick: () => void change.mutateAsync({ entry, restore: true }).catch(failed),
          },
        }),
      failed,
    );
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{name}</p>
        <p className="truncate text-sm text-muted">
          {entry.username ? <span dir="ltr">@{entry.username}</span> : null}
          {until ? <span> · {until}</span> : null}
        </p>
      </div>
      <button
        type="button"
        className={buttonClasses('secondary')}
        disabled={change.isPending}
        aria-label={`${texts.undo}: ${name}`}
        onClick={() => void undo()}
      >
        {texts.undo}
      </button>
    </li>
  );
}

function ModerationList({ kind }: { kind: ModerationListKind }) {
  const texts = useTexts(kind);
  return (
    <SectionCard title={texts.title} description={texts.help}>
      <LoadedQuery query={useModerationList(kind)}>
        {({ items }) =>
          items.length === 0 ? (
            <p className="text-sm text-muted">{texts.empty}</p>
          ) : (
            <ul className="divide-y divide-line">
              {items.map((entry) => (
                <Entry key={entry.id} kind={kind} entry={entry} />
              ))}
            </ul>
          )
        }
      </LoadedQuery>
    </SectionCard>
  );
}

/** Settings → privacy: the people I blocked, restricted and muted, each with undo. */
export function ModerationLists() {
  return (
    <>
      <ModerationList kind="blocked" />
      <ModerationList kind="restricted" />
      <ModerationList kind="muted" />
    </>
  );
}
