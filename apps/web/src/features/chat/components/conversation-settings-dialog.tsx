import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ConversationDetail } from '@waymark/shared/chat/contracts';
import { isMuted } from '@waymark/shared/chat/rules';
import { pathTo } from '@waymark/shared/routes';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import {
  useAddMembers,
  useChangePicture,
  useRemoveMember,
  useRenameGroup,
  useSetRole,
  useUpdateMembership,
} from '@/features/chat/api/conversation-actions';
import { GroupNameField } from '@/features/chat/components/group-name-field';
import { PeoplePicker } from '@/features/chat/components/people-picker';
import { ConversationAvatar, PersonAvatar } from '@/features/chat/components/person-avatar';
import { nameOf } from '@/ui/messages/person-name';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';
import { inputClasses } from '@/ui/form-field';
import { TitledSection } from '@/ui/titled-section';

/** The mute choices, in hours; null: until I turn it back on. */
const MUTE_HOURS = [1, 8, 24 * 7] as const;
const FOREVER = '9999-12-31T00:00:00.000Z';

function muteUntil(choice: string): string | null {
  if (choice === 'off') return null;
  if (choice === 'forever') return FOREVER;
  return new Date(Date.now() + Number(choice) * 3_600_000).toISOString();
}

/**
 * My choices in a conversation (mute, hide my read receipts) and, in a group, its name and
 * members: admins rename, add, remove and make admins; anyone leaves.
 */
export function ConversationSettingsDialog({
  conversation,
  me,
  open,
  onClose,
}: {
  conversation: ConversationDetail;
  me: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const membership = useUpdateMembership(conversation.id);
  const rename = useRenameGroup(conversation.id);
  const add = useAddMembers(conversation.id);
  const remove = useRemoveMember(conversation.id);
  const setRole = useSetRole(conversation.id);
  const picture = useChangePicture(conversation.id);
  const [name, setName] = useState(conversation.name ?? '');
  const [adding, setAdding] = useState<ProfileCard[]>([]);
  const isGroup = conversation.kind === 'group';
  const isAdmin = isGroup && conversation.role === 'admin';
  const failure = [membership, rename, add, remove, setRole, picture].find((m) => m.isError)?.error;
  const muted = isMuted(conversation.mutedUntil);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={isGroup ? t('settings.groupTitle') : t('settings.title')}
      footer={
        <div className="flex flex-wrap items-center justify-between gap-2">
          {isGroup ? (
            <button
              type="button"
              onClick={() =>
                remove.mutate(me, {
                  onSuccess: () => {
                    onClose();
                    void navigate(pathTo('chat'));
                  },
                })
              }
              className={buttonClasses('secondary', 'md', 'text-danger')}
            >
              {t('settings.leave')}
            </button>
          ) : (
            <span />
          )}
          <button type="button" onClick={onClose} className={buttonClasses('primary')}>
            {t('settings.done')}
          </button>
        </div>
      }
    >
      <div className="space-y-6">
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure.message}
          </p>
        ) : null}
        <div className="space-y-3">
          <div>
            <label htmlFor="chat-mute" className="mb-1 block text-sm font-medium">
              {t('settings.mute')}
            </label>
            <select
              id="chat-mute"
              value={muted ? 'current' : 'off'}
              onChange={(event) => membership.mutate({ mutedUntil: muteUntil(event.target.value) })}
              className={inputClasses}
            >
              {muted ? <option value="current">{t('settings.mutedNow')}</option> : null}
              <option value="off">{t('settings.muteOff')}</option>
              <option value={MUTE_HOURS[0]}>{t('settings.muteHour')}</option>
              <option value={MUTE_HOURS[1]}>{t('settings.muteEightHours')}</option>
              <option value={MUTE_HOURS[2]}>{t('settings.muteWeek')}</option>
              <option value="forever">{t('settings.muteForever')}</option>
            </select>
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              checked={conversation.hideReceipts}
              onChange={(event) => membership.mutate({ hideReceipts: event.target.checked })}
              className="mt-0.5 accent-brand"
            />
            <span>
              <span className="block font-medium">{t('settings.hideReceipts')}</span>
              <span className="block text-muted">{t('settings.hideReceiptsHint')}</span>
            </span>
          </label>
        </div>

        {isGroup ? (
          <>
            {isAdmin ? (
              <div className="flex items-center gap-3">
                <ConversationAvatar
                  people={conversation.people}
                  pictureUrl={conversation.avatarUrl}
                />
                <label
                  className={buttonClasses(
                    'secondary',
                    'md',
                    'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-ring',
                  )}
                >
                  {picture.isPending ? t('group.pictureUploading') : t('group.picture')}
                  <input
                    type="file"
                    accept="image/png,image/jpeg,image/webp,image/gif"
                    disabled={picture.isPending}
                    className="sr-only"
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      event.target.value = '';
                      if (file) picture.mutate(file);
                    }}
                  />
                </label>
              </div>
            ) : null}
            {isAdmin ? (
              <form
                className="flex items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (name.trim()) rename.mutate(name.trim());
                }}
              >
                <GroupNameField
                  id="chat-group-name"
                  value={name}
                  onChange={setName}
                  className="flex-1"
                />
                <button
                  type="submit"
                  disabled={!name.trim() || rename.isPending}
                  className={buttonClasses('secondary')}
                >
                  {t('group.rename')}
                </button>
              </form>
            ) : null}
            <TitledSection
              title={t('group.members', { count: conversation.members.length })}
              look="dialog"
            >
              <ul className="mt-2 space-y-1">
                {conversation.members.map((member) => {
                  const name = nameOf(member.user) ?? t('someone');
                  const isMe = member.user.id === me;
                  return (
                    <li key={member.user.id} className="flex flex-wrap items-center gap-x-2 py-1">
                      <PersonAvatar person={member.user} className="size-8" />
                      <span className="min-w-0 flex-1 truncate text-sm">
                        {isMe ? t('group.youName', { name }) : name}
                        {member.role === 'admin' ? (
                          <span className="ms-2 rounded bg-brand-soft px-1.5 text-xs text-brand-text">
                            {t('group.admin')}
                          </span>
                        ) : null}
                        {member.requestState === 'pending' ? (
                          <span className="ms-2 text-xs text-muted">{t('group.invited')}</span>
                        ) : null}
                      </span>
                      {isAdmin && !isMe ? (
                        // Under the name, so a long name and its badges stay readable.
                        <div className="flex basis-full flex-wrap gap-1 ps-10">
                          <button
                            type="button"
                            onClick={() =>
                              setRole.mutate({
                                userId: member.user.id,
                                role: member.role === 'admin' ? 'member' : 'admin',
                              })
                            }
                            className="rounded px-2 py-1 text-xs font-medium text-brand-text hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring"
                          >
                            {member.role === 'admin'
                              ? t('group.removeAdmin', { name })
                              : t('group.makeAdmin', { name })}
                          </button>
                          <button
                            type="button"
                            onClick={() => remove.mutate(member.user.id)}
                            className="rounded px-2 py-1 text-xs font-medium text-danger hover:bg-surface focus-visible:outline-2 focus-visible:outline-ring"
                          >
                            {t('group.remove', { name })}
                          </button>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </TitledSection>
            {isAdmin ? (
              <TitledSection title={t('group.add')} look="dialog" className="space-y-3">
                <PeoplePicker
                  selected={adding}
                  onChange={setAdding}
                  excludeIds={conversation.members.map((member) => member.user.id)}
                />
                {adding.length > 0 ? (
                  <button
                    type="button"
                    disabled={add.isPending}
                    onClick={() =>
                      add.mutate(
                        adding.map((person) => person.id),
                        { onSuccess: () => setAdding([]) },
                      )
                    }
                    className={buttonClasses('secondary')}
                  >
                    {t('group.addButton', { count: adding.length })}
                  </button>
                ) : null}
              </TitledSection>
            ) : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
