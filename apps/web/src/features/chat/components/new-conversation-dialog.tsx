import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '@waymark/shared/routes';
import type { ProfileCard } from '@waymark/shared/social/contracts';
import { useCreateConversation } from '@/features/chat/api/conversation-actions';
import { GroupNameField } from '@/features/chat/components/group-name-field';
import { PeoplePicker } from '@/features/chat/components/people-picker';
import { buttonClasses } from '@/ui/button-styles';
import { Dialog } from '@/ui/dialog';

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
          <GroupNameField
            id="new-group-name"
            value={name}
            onChange={setName}
            // Says why "Create group" is still disabled.
            hint={needsName ? t('new.groupNameHint') : undefined}
          />
        ) : null}
        <PeoplePicker selected={people} onChange={setPeople} excludeIds={[me]} />
      </div>
    </Dialog>
  );
}
