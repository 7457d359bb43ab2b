import { Ban, Check, Flag, ScrollText, ShieldCheck, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BAN_REASON_MAX_LENGTH,
  type LogEntry,
  type Report,
  type ReportReason,
} from '@waymark/shared/community/contracts';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { pathTo, routePatterns } from '@waymark/shared/routes';
import { accessOf, useCommunity } from '@/features/community/api/get-community';
import {
  useBan,
  useBans,
  useDismissReport,
  useModerationLog,
  useRemoveMessage,
  useReports,
  useUnban,
} from '@/features/community/api/moderation';
import { PersonBadge } from '@/features/community/components/person-badge';
import { channelTexts } from '@/features/community/lib/channels';
import { nameOf } from '@/ui/messages/person-name';
import { useFormatters } from '@/lib/format/use-formatters';
import { useProductName } from '@/lib/public-config';
import { BackLink } from '@/ui/back-link';
import { buttonClasses } from '@/ui/button-styles';
import { ConfirmActions, ConfirmDialog } from '@/ui/confirm-dialog';
import { Dialog } from '@/ui/dialog';
import { EmptyState } from '@/ui/empty-state';
import { inputClasses } from '@/ui/form-field';
import { LoadFailed } from '@/ui/load-failed';
import { PageFallback } from '@/ui/page-fallback';
import { SignedInOnly } from '@/ui/signed-in-only';
import { Spinner } from '@/ui/spinner';
import { toast } from '@/ui/toast/toast-store';

function Panel({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Flag;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="flex items-center gap-2 text-xl font-semibold">
        <Icon aria-hidden="true" className="size-5 text-muted" />
        {title}
      </h2>
      {children}
    </section>
  );
}

function Loading<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation('community');
  if (query.isPending) return <Spinner />;
  if (query.isError || query.data === undefined) {
    return (
      <LoadFailed
        message={t('moderation.failed')}
        retryLabel={t('errors.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}

/** Banning asks for an optional reason, which the banned person is shown. */
function BanDialog({ person, onClose }: { person: ProfileCard | null; onClose: () => void }) {
  const { t } = useTranslation('community');
  const id = useId();
  const [reason, setReason] = useState('');
  const ban = useBan();
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Dialog
      open={person !== null}
      title={t('moderation.ban.title', { name: nameOf(person) ?? t('message.someone') })}
      description={t('moderation.ban.text')}
      onClose={close}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!person) return;
          ban.mutate(
            { userId: person.id, ...(reason.trim() ? { reason: reason.trim() } : {}) },
            { onSuccess: close, onError: () => toast.error(t('moderation.failed')) },
          );
        }}
      >
        <div>
          <label htmlFor={id} className="mb-1 block text-sm font-medium">
            {t('moderation.ban.reasonLabel')}
          </label>
          <textarea
            id={id}
            rows={3}
            value={reason}
            maxLength={BAN_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.target.value)}
            className={inputClasses}
          />
        </div>
        <ConfirmActions
          cancelLabel={t('message.cancel')}
          confirmLabel={t('moderation.ban.confirm')}
          confirmType="submit"
          tone="danger"
          isPending={ban.isPending}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}

function ReportCard({ report, onBan }: { report: Report; onBan: (person: ProfileCard) => void }) {
  const { t } = useTranslation('community');
  const { dateTime } = useFormatters();
  const remove = useRemoveMessage();
  const dismiss = useDismissReport();
  const [confirming, setConfirming] = useState(false);
  const reasons: Record<ReportReason, string> = {
    spam: t('report.reasons.spam'),
    harassment: t('report.reasons.harassment'),
    hate: t('report.reasons.hate'),
    'self-harm': t('report.reasons.selfHarm'),
    other: t('report.reasons.other'),
  };
  const author = report.message.author;
  const authorName = nameOf(author) ?? t('message.someone');
  return (
    <li className="rounded-2xl border border-line bg-raised p-4" data-testid="community-report">
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
        <span className="inline-flex items-center gap-1 rounded-full bg-blaze-soft px-2 py-0.5 font-semibold text-fg">
          <Flag aria-hidden="true" className="size-3" />
          {reasons[report.reason]}
        </span>
        <span>
          {t('moderation.reports.reportedBy', {
            name: nameOf(report.reporter) ?? t('message.someone'),
          })}
          {' · '}
          <time dateTime={report.createdAt}>{dateTime(report.createdAt)}</time>
        </span>
      </div>
      {report.note ? (
        <p className="mt-2 text-sm">{t('moderation.reports.note', { note: report.note })}</p>
      ) : null}
      <figure className="mt-3 flex gap-3 rounded-xl bg-surface p-3">
        <PersonBadge person={author} className="size-8" />
        <div className="min-w-0">
          <figcaption className="text-xs text-muted">
            {t('moderation.reports.wrote', {
              name: authorName,
              channel: channelTexts(t, report.message.channelSlug).name,
            })}
          </figcaption>
          <blockquote className="mt-0.5 text-sm break-words whitespace-pre-wrap">
            {report.message.removedAt ? (
              t('message.removed')
            ) : report.message.body ? (
              <bdi>{report.message.body}</bdi>
            ) : (
              t('moderation.reports.hidden')
            )}
          </blockquote>
        </div>
      </figure>
      <p className="mt-2 text-xs text-muted">
        {t('moderation.reports.count', { number: report.openReportCount })}
      </p>
      {report.status === 'open' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            onClick={() => setConfirming(true)}
            className={buttonClasses('primary', 'md', 'bg-danger hover:bg-danger/90')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('moderation.reports.remove')}
          </button>
          <button
            type="button"
            disabled={dismiss.isPending}
            onClick={() =>
              dismiss.mutate(report.id, { onError: () => toast.error(t('moderation.failed')) })
            }
            className={buttonClasses('secondary')}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('moderation.reports.dismiss')}
          </button>
          {author && !report.isAuthorBanned ? (
            <button type="button" onClick={() => onBan(author)} className={buttonClasses('ghost')}>
              <Ban aria-hidden="true" className="size-4" />
              {t('moderation.reports.ban', { name: authorName })}
            </button>
          ) : report.isAuthorBanned ? (
            <span className="self-center text-sm text-muted">
              {t('moderation.reports.authorBanned')}
            </span>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('moderation.reports.removeTitle')}
        description={t('moderation.reports.removeText')}
        cancelLabel={t('message.cancel')}
        confirmLabel={t('moderation.reports.remove')}
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { messageId: report.message.id, reason: reasons[report.reason] },
            {
              onSuccess: () => setConfirming(false),
              onError: () => toast.error(t('moderation.failed')),
            },
          )
        }
      />
    </li>
  );
}

function logLine(t: ReturnType<typeof useTranslation<'community'>>['t'], entry: LogEntry) {
  const moderator = nameOf(entry.moderator) ?? t('message.someone');
  const target = nameOf(entry.target) ?? t('message.someone');
  switch (entry.action) {
    case 'remove':
      return t('moderation.log.remove', { moderator, target });
    case 'dismiss':
      return t('moderation.log.dismiss', { moderator });
    case 'ban':
      return t('moderation.log.ban', { moderator, target });
    case 'unban':
      return t('moderation.log.unban', { moderator, target });
  }
}

function ModerationContent() {
  const { t } = useTranslation('community');
  const productName = useProductName();
  const { dateTime, date } = useFormatters();
  const community = useCommunity();
  const access = accessOf(community);
  const isModerator = community.data?.isModerator ?? false;
  const reports = useReports('open', isModerator);
  const bans = useBans(isModerator);
  const log = useModerationLog(isModerator);
  const unban = useUnban();
  const [banning, setBanning] = useState<ProfileCard | null>(null);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <title>{t('moderation.documentTitle', { productName })}</title>
      <BackLink to={routePatterns.community} look="quiet">
        {t('moderation.back')}
      </BackLink>
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-bold tracking-tight">
        <ShieldCheck aria-hidden="true" className="size-7 text-brand-text" />
        {t('moderation.title')}
      </h1>
      <p className="mt-2 mb-8 text-muted">{t('moderation.lead')}</p>
      {access.kind === 'pending' ? (
        <PageFallback />
      ) : !isModerator ? (
        <EmptyState icon={ShieldCheck} title={t('moderation.forbidden')} />
      ) : (
        <div className="space-y-10">
          <Panel icon={Flag} title={t('moderation.tabs.reports')}>
            <Loading query={reports}>
              {(data) =>
                data.items.length === 0 ? (
                  <EmptyState icon={Check} headingLevel={3} title={t('moderation.reports.empty')} />
                ) : (
                  <ul className="space-y-3">
                    {data.items.map((report) => (
                      <ReportCard key={report.id} report={report} onBan={setBanning} />
                    ))}
                  </ul>
                )
              }
            </Loading>
          </Panel>
          <Panel icon={Ban} title={t('moderation.tabs.bans')}>
            <Loading query={bans}>
              {(data) =>
                data.items.length === 0 ? (
                  <p className="text-sm text-muted">{t('moderation.bans.empty')}</p>
                ) : (
                  <ul className="divide-y divide-line rounded-2xl border border-line bg-raised">
                    {data.items.map((entry) => (
                      <li key={entry.user.id} className="flex flex-wrap items-center gap-3 p-3">
                        <PersonBadge person={entry.user} className="size-8" />
                        <div className="min-w-0 flex-1">
                          <Link
                            to={pathTo('profile', { id: entry.user.id })}
                            className="font-medium hover:underline"
                          >
                            {nameOf(entry.user) ?? t('message.someone')}
                          </Link>
                          <p className="text-xs text-muted">
                            {t('moderation.bans.since', { date: date(entry.createdAt) })}
                            {' · '}
                            {entry.reason ?? t('moderation.bans.noReason')}
                          </p>
                        </div>
                        <button
                          type="button"
                          disabled={unban.isPending}
                          onClick={() =>
                            unban.mutate(entry.user.id, {
                              onError: () => toast.error(t('moderation.failed')),
                            })
                          }
                          className={buttonClasses('secondary', 'md', 'h-8 px-3 text-xs')}
                        >
                          {t('moderation.bans.unban')}
                        </button>
                      </li>
                    ))}
                  </ul>
                )
              }
            </Loading>
          </Panel>
          <Panel icon={ScrollText} title={t('moderation.tabs.log')}>
            <Loading query={log}>
              {(data) =>
                data.items.length === 0 ? (
                  <p className="text-sm text-muted">{t('moderation.log.empty')}</p>
                ) : (
                  <ol className="space-y-2 text-sm">
                    {data.items.map((entry) => (
                      <li key={entry.id} className="flex flex-wrap gap-x-2">
                        <time dateTime={entry.createdAt} className="text-muted tabular-nums">
                          {dateTime(entry.createdAt)}
                        </time>
                        <span>{logLine(t, entry)}</span>
                        {entry.reason ? <span className="text-muted">({entry.reason})</span> : null}
                      </li>
                    ))}
                  </ol>
                )
              }
            </Loading>
          </Panel>
        </div>
      )}
      <BanDialog person={banning} onClose={() => setBanning(null)} />
    </section>
  );
}

/** /community/moderation (issue 19): reports, bans and the log, for the moderators named in configuration. */
export function ModerationPage() {
  return (
    <SignedInOnly>
      <ModerationContent />
    </SignedInOnly>
  );
}
