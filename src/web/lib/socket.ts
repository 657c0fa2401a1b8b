import type { ClientEvent, ServerEvent } from '@common/events';

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
 * HTTP API holds (the source of truth) and miss nothing.
 */
export class RealtimeSocket {
  private ws: WebSocket | null = null;
  private attempts = 0;
  private everOpened = false;
  private stopped = true;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly eventListeners = new Set<EventListener>();
  private readonly openListeners = new Set<OpenListener>();

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.ws?.close(1000, 'client closing');
    this.ws = null;
    this.everOpened = false;
    this.attempts = 0;
  }

  /** Sends now if connected; otherwise drops it (typing is ephemeral, everything else goes over HTTP). */
  send(message: ClientEvent): boolean {
    if (this.ws?.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(message));
    return true;
  }

  onEvent(listener: EventListener): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  onOpen(listener: OpenListener): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  private connect(): void {
    const ws = new WebSocket(socketUrl());
    this.ws = ws;
    ws.addEventListener('open', () => {
      // A first open after failed attempts catches up too: the page may show what it fetched (or
      // kept from an offline start) before the socket could hear what changed since.
      const reconnected = this.everOpened || this.attempts > 0;
      this.everOpened = true;
      this.attempts = 0;
      this.openListeners.forEach((l) => l({ reconnected }));
    });
    ws.addEventListener('message', (message) => {
      const event = parseEvent(message.data);
      if (event) this.eventListeners.forEach((l) => l(event));
    });
    ws.addEventListener('close', () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.scheduleReconnect();
    });
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
