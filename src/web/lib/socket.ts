import type { ClientEvent, ServerEvent } from '@common/events';
import { TIMINGS } from '@common/constants';

type EventListener = (event: ServerEvent) => void;
/** reconnected: events may have been missed since the page's data was fetched; fetch it again. */
type OpenListener = (info: { reconnected: boolean }) => void;

const MIN_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 15_000;

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws`;
}

/**
 * One WebSocket to /ws for the signed-in session. The cookie authenticates it; if it drops, it
 * reconnects with jittered exponential backoff and tells listeners, so they can refetch what the
 * HTTP API holds (the source of truth) and miss nothing. The server says `heartbeat` every few
 * seconds: a socket that hears nothing for longer (a dead network path the browser has not noticed,
 * a laptop that slept) is replaced, and the reopening says "reconnected" so the page catches up.
 */
export class RealtimeSocket {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private everOpened = false;
  private stopped = true;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private watchdog: ReturnType<typeof setInterval> | undefined;
  private lastHeardAt = 0;
  /** Only a socket whose server has said `heartbeat` is held to it (an older server says none). */
  private heartbeatHeard = false;
  private readonly eventListeners = new Set<EventListener>();
  private readonly openListeners = new Set<OpenListener>();
  private readonly closeListeners = new Set<() => void>();

  constructor(private readonly silenceMs: number = TIMINGS.socketSilenceMs) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
    this.watchdog = setInterval(() => this.checkHeard(), Math.max(50, this.silenceMs / 5));
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearInterval(this.watchdog);
    this.ws?.close(1000, 'client closing');
    if (this.ws) this.closeListeners.forEach((l) => l());
    this.ws = null;
    this.everOpened = false;
    this.attempts = 0;
  }

  /**
   * Sends now if connected; otherwise drops it and says so (typing is ephemeral; a message then goes by
   * POST, send-message.ts).
   */
  send(message: ClientEvent): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  /** The network is back: a socket waiting out its backoff tries at once. */
  retryNow(): void {
    if (this.stopped || this.ws) return;
    clearTimeout(this.retryTimer);
    this.attempts = 0;
    this.connect();
  }

  onEvent(listener: EventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  onOpen(listener: OpenListener): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  /** The socket in use dropped or was given up on: no answer will come to what was sent on it. */
  onClose(listener: () => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  private connect(): void {
    const ws = new WebSocket(socketUrl());
    this.ws = ws;
    this.lastHeardAt = Date.now();
    this.heartbeatHeard = false;
    ws.addEventListener('open', () => {
      // A first open after failed attempts catches up too: the page may show what it fetched (or
      // kept from an offline start) before the socket could hear what changed since.
      const reconnected = this.everOpened || this.attempts > 0;
      this.everOpened = true;
      this.attempts = 0;
      this.lastHeardAt = Date.now();
      this.openListeners.forEach((l) => l({ reconnected }));
    });
    ws.addEventListener('message', (message) => {
      this.lastHeardAt = Date.now();
      const event = parseEvent(message.data);
      if (event?.type === 'heartbeat') this.heartbeatHeard = true;
      if (event) this.eventListeners.forEach((l) => l(event));
    });
    ws.addEventListener('close', () => this.dropped(ws));
  }

  private dropped(ws: WebSocket): void {
    if (this.ws !== ws) return;
    this.ws = null;
    this.closeListeners.forEach((l) => l());
    this.scheduleReconnect();
  }

  /** An open socket silent past the bound is given up on (a close handshake could wait as long). */
  private checkHeard(): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN || !this.heartbeatHeard) return;
    if (Date.now() - this.lastHeardAt <= this.silenceMs) return;
    this.dropped(ws);
    ws.close(4000, 'heartbeat missed');
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    const ceiling = Math.min(MAX_BACKOFF_MS, MIN_BACKOFF_MS * 2 ** this.attempts);
    this.attempts += 1;
    // Full jitter, so a restarted server is not hit by every client at the same instant.
    const delay = MIN_BACKOFF_MS / 2 + Math.random() * ceiling;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }
}

function parseEvent(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (parsed && typeof parsed === 'object' && 'type' in parsed && typeof parsed.type === 'string') {
      return parsed as ServerEvent;
    }
  } catch {
    // Not JSON: ignore it.
  }
  return null;
}

/** The page's one socket. */
export const realtimeSocket = new RealtimeSocket();
