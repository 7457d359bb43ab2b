import { useState } from 'react';

/** The edit mutation of a feature's messages (chat's or the community's). */
export interface EditMutation {
  mutate(variables: { id: string; body: string }, options: { onSuccess: () => void }): void;
  isPending: boolean;
}

/** The delete mutation of a feature's messages: only whether it runs matters here. */
export interface DeleteMutation {
  isPending: boolean;
}

/** What the author of a message may do to it: edit it in place, or delete it after a confirmation. */
export interface OwnMessage {
  isEditing: boolean;
  draft: string;
  setDraft: (draft: string) => void;
  /** Opens the editor on the message's current text. */
  startEditing: () => void;
  cancelEditing: () => void;
  /** Sends the new text; an empty or unchanged text just closes the editor. */
  save: () => void;
  isSaving: boolean;
  isConfirmingDelete: boolean;
  isDeleting: boolean;
  setConfirmingDelete: (confirming: boolean) => void;
}

export function useOwnMessage(
  message: { id: string; body: string },
  edit: EditMutation,
  remove: DeleteMutation,
): OwnMessage {
  const [isEditing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  return {
    isEditing,
    draft,
    setDraft,
    startEditing: () => {
      setDraft(message.body);
      setEditing(true);
    },
    cancelEditing: () => setEditing(false),
    save: () => {
      const body = draft.trim();
      if (!body || body === message.body) return setEditing(false);
      edit.mutate({ id: message.id, body }, { onSuccess: () => setEditing(false) });
    },
    isSaving: edit.isPending,
    isConfirmingDelete,
    isDeleting: remove.isPending,
    setConfirmingDelete,
  };
}
