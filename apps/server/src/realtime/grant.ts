import { scopesAllow, type ApiTokenAccess } from '@waymark/shared/api-access/scopes';
import type { SocketGrant } from '@/realtime/connection';
import type { TopicAccess } from '@/realtime/realtime';

/** Why a token socket may not do something: the codes and wording of the HTTP refusals. */
export interface GrantRefusal {
  code: 'TOKEN_NOT_ALLOWED' | 'INSUFFICIENT_SCOPE';
  message: string;
}

/**
 * Whether the socket's credential may read (join) or write (send into) a topic with this
 * access; null when it may. A topic kind nobody declared refuses tokens, as an undeclared
 * route does.
 */
export function grantRefusal(
  grant: SocketGrant,
  access: TopicAccess | undefined,
  level: ApiTokenAccess,
): GrantRefusal | null {
  if (grant.scopes === null) return null;
  const resource = access?.tokenResource ?? null;
  if (resource === null) {
    return { code: 'TOKEN_NOT_ALLOWED', message: 'Access tokens cannot use this topic' };
  }
  if (scopesAllow(grant.scopes, resource, level)) return null;
  return {
    code: 'INSUFFICIENT_SCOPE',
    message: `This access token needs the ${resource}:${level} scope for this topic`,
  };
}

/** setTimeout fires at once past this delay (about 24.8 days); tokens may live for months. */
const longestTimerMs = 2 ** 31 - 1;

/**
 * Calls `expire` at `expiresAt` (ms since the epoch), or at once if it has passed: one timer
 * for the socket's lifetime rather than polling every socket. Returns what cancels it.
 */
export function atExpiry(expiresAt: number, expire: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const left = expiresAt - Date.now();
    if (left <= 0) return expire();
    timer = setTimeout(arm, Math.min(left, longestTimerMs));
    // An open socket keeps the process alive already; this timer alone need not.
    timer.unref();
  };
  arm();
  return () => clearTimeout(timer);
}
