import type { ConversationDetail, ConversationSummary } from '@waymark/shared/chat/contracts';

/**
 * What a conversation opened from the inbox shows while its detail loads (issue 32): the
 * list's summary, with the people it names as members, no read receipts yet, and posting open
 * when the conversation is accepted (the detail, a moment later, has the server's word).
 */
export function detailFromSummary(summary: ConversationSummary): ConversationDetail {
  return {
    ...summary,
    members: summary.people.map((user) => ({
      user,
      role: 'member' as const,
      requestState: summary.requestState,
      joinedAt: summary.lastActivityAt,
    })),
    receipts: [],
    hideReceipts: true,
    canPost: summary.requestState === 'accepted',
  };
}
