import type { Notification } from '@waymark/shared/notifications/contracts';
import { AnswerButtons, type Decision } from '@/features/notifications/components/answer-buttons';
import { socialActions, usePendingRequests, useSocialAction } from '@/lib/social-actions';

export type RequestKind = 'followRequest' | 'connectionRequest';

export const isSocialRequest = (
  notification: Notification,
): notification is Notification & { kind: RequestKind } =>
  notification.kind === 'followRequest' || notification.kind === 'connectionRequest';

// The same endpoints as the profile's pending requests: declining a connection request is
// removing the connection it asked for.
const answers: Record<RequestKind, Record<Decision, (requesterId: string) => Promise<void>>> = {
  followRequest: {
    accept: socialActions.acceptFollower,
    decline: socialActions.declineFollower,
  },
  connectionRequest: {
    accept: socialActions.acceptConnection,
    decline: socialActions.removeConnection,
  },
};

/**
 * Accept or decline a follow or connection request where it is told. The requester is the
 * notification's subject (whose profile it leads to). Buttons show only while the request is
 * still among those waiting for me, so a late Decline never removes a connection accepted
 * elsewhere; the server still answers a request gone meanwhile, in words.
 */
export function SocialRequestAnswer({
  kind,
  requesterId,
  describedBy,
}: {
  kind: RequestKind;
  requesterId: string;
  describedBy: string;
}) {
  const pending = usePendingRequests(true);
  const run = useSocialAction((action: () => Promise<void>) => action());
  const waiting = pending.data
    ? (kind === 'followRequest' ? pending.data.follows : pending.data.connections).some(
        (person) => person.id === requesterId,
      )
    : undefined;
  return (
    <AnswerButtons
      describedBy={describedBy}
      isWaiting={waiting}
      answer={(decision) => run.mutateAsync([() => answers[kind][decision](requesterId)])}
    />
  );
}
