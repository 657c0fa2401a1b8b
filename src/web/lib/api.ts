/**
 * The one HTTP helper. A non-OK response throws an ApiError whose message is
 * "status: body text", which the error catalogue matches on; `serverMessage` is the body's message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly serverMessage: string | undefined,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  let serverMessage: string | undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      serverMessage = parsed.message;
    }
  } catch {
    // Not JSON: the text itself is the message.
  }
  throw new ApiError(res.status, text, serverMessage);
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  await throwIfNotOk(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** GET that answers null on 401 instead of throwing (the current-user query). */
export async function getOrNullOn401<T>(url: string): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (res.status === 401) return null;
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/**
 * What a form says when the browser is offline and what it sent never left the device. Forms that have
 * a queue (messages, schedule changes, expenses) keep the write instead; every other write fails at once
 * offline (query-client.ts) and says this, rather than waiting without a word.
 */
export const OFFLINE_NOT_SENT = "You're offline, so this was not sent. Try again when you're back online.";

/** The message to show a person for an error: the server's words when it gave some. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (isOffline()) return OFFLINE_NOT_SENT;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

export function isNetworkError(error: unknown): boolean {
  return (
    error instanceof TypeError || (error instanceof Error && /network|failed to fetch/i.test(error.message))
  );
}

/** The browser says it has no connection. */
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** True when a send failed for want of a connection, not because the server refused it. */
export function isOfflineFailure(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return isOffline() || isNetworkError(error);
}
