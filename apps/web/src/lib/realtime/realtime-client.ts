import {
  clientEventsPerSecond,
  realtimeCloseCodes,
  serverFrameSchema,
  type ClientFrame,
  type EventFrame,
  type Topic,
} from '@waymark/shared/realtime/frames';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';

/** The part of the browser's WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
}

export interface RealtimeClientOptions {
  url: string;
  createSocket?: (url: string) => SocketLike;
  /** A topic's events could not be replayed after a reconnect: reload what shows it. */
  onReset?: (topic: Topic) => void;
  random?: () => number;
  now?: () => number;
}

type Handler = (frame: EventFrame) => void;

const openState = 1;
/** Back-off between attempts: doubling from 1 s up to 30 s, half of it random. */
const baseDelayMs = 1_000;
const maxDelayMs = 30_000;
/** After a 1008 (the server found this client abusive) the next try waits at least this long. */
const policyDelayMs = 60_000;
/** A ping this often; a socket that said nothing for `silentMs` is presumed dead. */
export const heartbeatMs = 25_000;
const silentMs = 60_000;
/** Frames sent a second, a little under the server's budget (spec §9) so a burst never trips it. */
const sendsPerSecond = clientEventsPerSecond - 1;

/**
 * One WebSocket per tab to /api/realtime, shared by every listener: topics are counted, joined
 * once, and joined again after each reconnect with the last event id seen on each, so the
 * server replays what was missed (or says `reset`). Reconnects back off exponentially with
 * jitter; a close for policy (1008) waits a minute; a close because the session ended (4401)
 * stops until `start()` is called again. Frames are paced under the server's budget.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private readonly handlers = new Map<Topic, Set<Handler>>();
  private readonly typingHandlers = new Map<
    Topic,
    Set<(userId: string, isTyping: boolean) => void>
  >();
  private readonly lastIds = new Map<Topic, string>();
  /** Topics the server refused or dropped: not joined again until listened to anew. */
  private readonly refused = new Set<Topic>();
  private readonly statusListeners = new Set<() => void>();
  private currentStatus: RealtimeStatus = 'closed';
  private attempts = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  private lastHeardAt = 0;
  private running = false;
  private readonly outbox: ClientFrame[] = [];
  private sendTokens = sendsPerSecond;
  private tokensAt = 0;
  private drainTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly createSocket: (url: string) => SocketLike;
  private readonly random: () => number;
  private readonly now: () => number;

  constructor(private readonly options: RealtimeClientOptions) {
    this.createSocket =
      options.createSocket ?? ((url) => new WebSocket(url) as unknown as SocketLike);
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  get status(): RealtimeStatus {
    return this.currentStatus;
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.attempts = 0;
    this.connect();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.retryTimer);
    this.teardown();
    this.setStatus('closed');
  }

  /** Back online (the browser's `online` event): try now rather than after the back-off. */
  retryNow(): void {
    if (!this.running || this.socket) return;
    clearTimeout(this.retryTimer);
    this.connect();
  }

  /** Listens to `topic`; the returned function stops. The topic is left when nobody listens. */
  listen(topic: Topic, handler: Handler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      this.handlers.set(topic, (set = new Set()));
      this.refused.delete(topic);
      this.subscribe(topic);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size > 0 || this.handlers.get(topic) !== set) return;
      this.handlers.delete(topic);
      this.lastIds.delete(topic);
      this.refused.delete(topic);
      if (this.isOpen()) this.enqueue({ type: 'unsubscribe', topic });
    };
  }

  /** Who starts typing on `topic` (the server sends each person at most every few seconds). */
  listenTyping(topic: Topic, handler: (userId: string, isTyping: boolean) => void): () => void {
    let set = this.typingHandlers.get(topic);
    if (!set) this.typingHandlers.set(topic, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.typingHandlers.delete(topic);
    };
  }

  typing(topic: Topic): void {
    if (this.isOpen() && this.handlers.has(topic)) this.enqueue({ type: 'typing', topic });
  }

  private isOpen(): boolean {
    return this.socket?.readyState === openState && this.currentStatus === 'open';
  }

  private setStatus(status: RealtimeStatus) {
    if (status === this.currentStatus) return;
    this.currentStatus = status;
    for (const listener of this.statusListeners) listener();
  }

  private subscribe(topic: Topic) {
    if (!this.isOpen() || this.refused.has(topic)) return;
    const since = this.lastIds.get(topic);
    this.enqueue({ type: 'subscribe', topic, ...(since !== undefined && { since }) });
  }

  private connect() {
    this.setStatus('connecting');
    const socket = this.createSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempts = 0;
      this.lastHeardAt = this.now();
      this.setStatus('open');
      for (const topic of this.handlers.keys()) this.subscribe(topic);
      this.heartbeatTimer = setInterval(() => this.beat(), heartbeatMs);
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      this.lastHeardAt = this.now();
      this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.teardown();
      this.scheduleReconnect(event.code);
    };
  }

  private beat() {
    if (this.now() - this.lastHeardAt > silentMs) {
      // Half-open (a laptop lid, a dead proxy): drop it and reconnect with resume.
      const socket = this.socket;
      this.teardown();
      socket?.close();
      this.scheduleReconnect(1006);
      return;
    }
    this.enqueue({ type: 'ping' });
  }

  private teardown() {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.drainTimer);
    this.drainTimer = undefined;
    this.outbox.length = 0;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      if (socket.readyState <= openState) socket.close(1000);
    }
  }

  /** Milliseconds before the next attempt, given how the socket closed. */
  nextDelay(code: number): number {
    const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** this.attempts);
    const delay = ceiling / 2 + (this.random() * ceiling) / 2;
    return code === realtimeCloseCodes.policy ? Math.max(delay, policyDelayMs) : delay;
  }

  private scheduleReconnect(code: number) {
    this.setStatus('closed');
    if (!this.running || code === realtimeCloseCodes.sessionEnded) {
      this.running = false;
      return;
    }
    const delay = this.nextDelay(code);
    this.attempts += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private receive(data: unknown) {
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    const result = serverFrameSchema.safeParse(parsed);
    if (!result.success) return;
    const frame = result.data;
    switch (frame.type) {
      case 'event': {
        if (frame.event === 'typing') {
          const userId = (frame.data as { userId?: unknown } | null)?.userId;
          if (typeof userId === 'string') {
            for (const handler of this.typingHandlers.get(frame.topic) ?? []) handler(userId, true);
          }
        }
        // Their message has arrived: whoever sent it is no longer typing it.
        if (frame.event === 'message.created') {
          const senderId = (frame.data as { senderId?: unknown } | null)?.senderId;
          if (typeof senderId === 'string') {
            for (const handler of this.typingHandlers.get(frame.topic) ?? [])
              handler(senderId, false);
          }
        }
        if (frame.id !== '') this.lastIds.set(frame.topic, frame.id);
        for (const handler of this.handlers.get(frame.topic) ?? []) handler(frame);
        return;
      }
      case 'reset':
        this.lastIds.delete(frame.topic);
        this.options.onReset?.(frame.topic);
        return;
      case 'unsubscribed':
        // Refused or dropped (blocked, removed): not joined again on reconnect.
        if (frame.reason !== 'left' && this.handlers.has(frame.topic)) {
          this.lastIds.delete(frame.topic);
          this.refused.add(frame.topic);
        }
        return;
      case 'error':
      case 'pong':
      case 'subscribed':
        // Heard (lastHeardAt); nothing more to do.
        return;
    }
  }

  private enqueue(frame: ClientFrame) {
    this.outbox.push(frame);
    this.drain();
  }

  private drain() {
    if (this.drainTimer !== undefined) return;
    const now = this.now();
    this.sendTokens = Math.min(
      sendsPerSecond,
      this.sendTokens + ((now - this.tokensAt) / 1000) * sendsPerSecond,
    );
    this.tokensAt = now;
    while (
      this.outbox.length > 0 &&
      this.sendTokens >= 1 &&
      this.socket?.readyState === openState
    ) {
      this.sendTokens -= 1;
      this.socket.send(JSON.stringify(this.outbox.shift()));
    }
    if (this.outbox.length > 0 && this.socket) {
      this.drainTimer = setTimeout(() => {
        this.drainTimer = undefined;
        this.drain();
      }, 1000 / sendsPerSecond);
    }
  }
}
