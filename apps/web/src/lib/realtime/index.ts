/**
 * Live updates over one WebSocket per tab (issue 17). A floor: it imports no feature.
 *
 * - `<RealtimeConnection userId>`: mounted once by the app; opens the socket while signed in.
 * - `useRealtimeTopic(topic, onEvent)`: events of `user:<id>`, `conversation:<id>` or
 *   `journey:<id>` while mounted (null joins nothing). Reconnects resume from the last event
 *   id; when the server cannot replay (`reset`) every active query is refetched.
 * - `useRealtimeStatus()`: 'connecting' | 'open' | 'closed' — poll as a fallback while not open.
 * - `sendTyping(topic)`: "I am typing" on a joined conversation topic (call it on input; the
 *   client paces frames and the server passes one on per person every ~3 s).
 * - `useTypingPeople(topic)`: the user ids typing there now, each shown for ~5 s after their
 *   last signal; never the viewer.
 */
export { RealtimeConnection } from '@/lib/realtime/realtime-connection';
export {
  sendTyping,
  useRealtimeStatus,
  useRealtimeTopic,
  useTypingPeople,
} from '@/lib/realtime/use-realtime';
export type { RealtimeStatus } from '@/lib/realtime/realtime-client';
