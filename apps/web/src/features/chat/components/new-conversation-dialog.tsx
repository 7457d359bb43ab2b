import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GROUP_NAME_MAX_LENGTH } from '@waymark/shared/chat/contracts';
import { pathTo } from '@waymark/shared/routes';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { useCreateConversation } from '@/features/chat/api/conversation-actions';
import { PeoplePicker } from '@/features/chat/components/people-picker';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';
import { inputClasses } from '@/ui/form-field';

/**
 * Starts a conversation: one person opens (or finds) the direct conversation with them; more
 * make a group, which needs a name. The server says when someone does not take messages.
 */
export function NewConversationDialog({
  open,
  onClose,
  me,
}: {
  open: boolean;
  onClose: () => void;
  me: string;
}) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const create = useCreateConversation();
  const [people, setPeople] = useState<ProfileCard[]>([]);
  const [name, setName] = useState('');
  const isGroup = people.length > 1;
  const needsName = isGroup && name.trim().length === 0;
  const canStart = people.length > 0 && !needsName && !create.isPending;
  const close = () => {
    setPeople([]);
    setName('');
    create.reset();
    onClose();
  };
  const start = () => {
    const [first] = people;
    if (!first) return;
    create.mutate(
      isGroup
        ? { kind: 'group', name: name.trim(), memberIds: people.map((person) => person.id) }
        : { kind: 'direct', userId: first.id },
      {
        onSuccess: (detail) => {
          close();
          void navigate(pathTo('chatConversation', { conversationId: detail.id }));
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('new.title')}
      description={t('new.description')}
      footer={
        <>
          {create.isError ? (
            <p role="alert" className="text-sm text-danger">
              {create.error.message}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button type="button" onClick={close} className={buttonClasses('ghost')}>
              {t('cancel')}
            </button>
            <button
              type="button"
              onClick={start}
              disabled={!canStart}
              aria-describedby={needsName ? 'new-group-name-hint' : undefined}
              className={buttonClasses('primary')}
            >
              {isGroup ? t('new.startGroup') : t('new.start')}
            </button>
          </div>
        </>
      }
    >
      <div className="space-y-4">
        {isGroup ? (
          <div>
            <label htmlFor="new-group-name" className="mb-1 block text-sm font-medium">
              {t('group.name')}
            </label>
            <input
              id="new-group-name"
              value={name}
              maxLength={GROUP_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.target.value)}
              aria-describedby={needsName ? 'new-group-name-hint' : undefined}
              className={inputClasses}
            />
            {/* Says why "Create group" is still disabled. */}
            {needsName ? (
              <p id="new-group-name-hint" className="mt-1 text-sm text-muted">
                {t('new.groupNameHint')}
              </p>
            ) : null}
          </div>
        ) : null}
        <PeoplePicker selected={people} onChange={setPeople} excludeIds={[me]} />
      </div>
    </Dialog>
  );
}
