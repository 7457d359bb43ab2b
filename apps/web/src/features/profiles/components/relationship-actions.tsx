import { Check, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '@waymark/shared/social/contracts';
import { socialActions, useSocialAction } from '@/lib/social-actions';
import { ActionMenu, type MenuItem } from '@/features/profiles/components/action-menu';
import { connectionTypeLabels } from '@/features/profiles/components/social-labels';
import {
  ConnectDialog,
  MuteDialog,
  ReportDialog,
} from '@/features/profiles/components/social-dialogs';
import { buttonClasses } from '@/ui/button-styles';
import { toast } from '@/ui/toast/toast-store';
import { ConfirmDialog } from '@/ui/confirm-dialog';

type OpenDialog = 'unfollow' | 'connect' | 'block' | 'mute' | 'report' | null;

interface RelationshipActionsProps {
  view: ProfileView;
  name: string;
  /** The "view my profile as…" preview: the same buttons, inert. */
  preview?: boolean;
}

/** Follow / Requested / Following, Connect, answers to their requests, and the "more" menu. */
export function RelationshipActions({ view, name, preview = false }: RelationshipActionsProps) {
  const { t } = useTranslation('social');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const id = view.card.id;
  const { relationship: rel } = view;
  const failed = () => toast.error(t('actionFailed'));
  const run = useSocialAction((action: () => Promise<void>, done?: string) =>
    action().then(() => {
      if (done) toast.success(done);
    }),
  );
  const act = (action: () => Promise<void>, done?: string) => {
    if (preview) return;
    run.mutate([action, done], { onError: failed });
  };
  const close = () => setDialog(null);
  const typeLabels = connectionTypeLabels(t);

  if (rel.blockedByMe) {
    return (
      <div className="mt-5 flex flex-wrap items-center justify-center gap-3 sm:justify-start">
        <p className="text-sm text-muted">{t('blocked.notice')}</p>
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => act(() => socialActions.unblock(id), t('blocked.undone', { name }))}
        >
          {t('blocked.unblock')}
        </button>
      </div>
    );
  }

  const menu: MenuItem[] = [
    { label: t('menu.block'), danger: true, onSelect: () => setDialog('block') },
    rel.restrictedByMe
      ? {
          label: t('menu.unrestrict'),
          onSelect: () => act(() => socialActions.unrestrict(id), t('restricted.undone', { name })),
        }
      : {
          label: t('menu.restrict'),
          onSelect: () => act(() => socialActions.restrict(id), t('restricted.done', { name })),
        },
    rel.mutedUntil
      ? {
          label: t('menu.unmute'),
          onSelect: () => act(() => socialActions.unmute(id), t('muted.undone', { name })),
        }
      : { label: t('menu.mute'), onSelect: () => setDialog('mute') },
    { label: t('menu.report'), onSelect: () => setDialog('report') },
  ];

  return (
    <div className="mt-5 space-y-4">
      {rel.requestedToFollowMe ? (
        <div className="flex flex-wrap items-center justify-center gap-3 rounded-xl bg-brand-soft px-4 py-3 sm:justify-start">
          <p className="text-sm">{t('requests.followFrom', { name })}</p>
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => act(() => socialActions.acceptFollower(id))}
          >
            {t('requests.accept')}
          </button>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => act(() => socialActions.declineFollower(id))}
          >
            {t('requests.decline')}
          </button>
        </div>
      ) : null}
      {rel.connection?.status === 'incoming' ? (
        <div className="flex flex-wrap items-center justify-center gap-3 rounded-xl bg-brand-soft px-4 py-3 sm:justify-start">
          <p className="text-sm">
            {t('requests.connectionFrom', {
              name,
              type: typeLabels[rel.connection.connectionType],
            })}
          </p>
          <button
            type="button"
            className={buttonClasses('primary')}
            onClick={() => act(() => socialActions.acceptConnection(id))}
          >
            {t('requests.accept')}
          </button>
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => act(() => socialActions.removeConnection(id))}
          >
            {t('requests.decline')}
          </button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-start">
        {rel.following === 'none' ? (
          <button
            type="button"
            aria-disabled={preview}
            className={buttonClasses('primary')}
            onClick={() => act(() => socialActions.follow(id))}
          >
            <UserPlus aria-hidden="true" className="size-4" />
            {t('follow.follow')}
          </button>
        ) : rel.following === 'requested' ? (
          <button
            type="button"
            aria-disabled={preview}
            title={t('follow.cancelRequest')}
            className={buttonClasses('secondary')}
            onClick={() => act(() => socialActions.unfollow(id))}
          >
            {t('follow.requested')}
          </button>
        ) : (
          <button
            type="button"
            aria-disabled={preview}
            className={buttonClasses('secondary')}
            onClick={() => !preview && setDialog('unfollow')}
          >
            <Check aria-hidden="true" className="size-4" />
            {t('follow.following')}
          </button>
        )}
        {rel.connection === null ? (
          <button
            type="button"
            aria-disabled={preview}
            className={buttonClasses('secondary')}
            onClick={() => !preview && setDialog('connect')}
          >
            <Users aria-hidden="true" className="size-4" />
            {t('connection.connect')}
          </button>
        ) : rel.connection.status === 'outgoing' ? (
          <button
            type="button"
            title={t('connection.cancelRequest')}
            className={buttonClasses('secondary')}
            onClick={() => act(() => socialActions.removeConnection(id))}
          >
            {t('connection.requested')}
          </button>
        ) : rel.connection.status === 'connected' ? (
          <button
            type="button"
            className={buttonClasses('secondary')}
            onClick={() => setDialog('connect')}
          >
            <Users aria-hidden="true" className="size-4" />
            {t('connection.connectedAs', { type: typeLabels[rel.connection.connectionType] })}
          </button>
        ) : null}
        {preview ? null : <ActionMenu label={t('menu.label')} items={menu} />}
      </div>

      <ConfirmDialog
        open={dialog === 'unfollow'}
        title={t('follow.unfollowTitle', { name })}
        description={
          view.visibility === 'public' ? t('follow.unfollowHelp') : t('follow.unfollowPrivateHelp')
        }
        confirmLabel={t('follow.unfollow')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          act(() => socialActions.unfollow(id));
          close();
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog === 'block'}
        title={t('block.title', { name })}
        description={t('block.help')}
        confirmLabel={t('block.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          act(() => socialActions.block(id), t('block.done', { name }));
          close();
        }}
        onClose={close}
      />
      <ConnectDialog
        key={rel.connection?.connectionType ?? 'new'}
        open={dialog === 'connect'}
        name={name}
        current={rel.connection?.status === 'connected' ? rel.connection.connectionType : undefined}
        onSubmit={(type) =>
          act(() =>
            rel.connection?.status === 'connected'
              ? socialActions.changeConnectionType(id, type)
              : socialActions.connect(id, type),
          )
        }
        onRemove={
          rel.connection?.status === 'connected'
            ? () => act(() => socialActions.removeConnection(id))
            : undefined
        }
        onClose={close}
      />
      <MuteDialog
        open={dialog === 'mute'}
        name={name}
        onSubmit={(duration) =>
          act(() => socialActions.mute(id, duration), t('muted.done', { name }))
        }
        onClose={close}
      />
      <ReportDialog
        open={dialog === 'report'}
        name={name}
        onSubmit={(reason, details) =>
          act(() => socialActions.report(id, reason, details), t('report.done'))
        }
        onClose={close}
      />
    </div>
  );
}
