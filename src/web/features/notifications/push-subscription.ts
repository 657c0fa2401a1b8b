import { apiRequest } from '../../lib/api';

/** How long to wait for the service worker before giving up on push (it may never register). */
const WORKER_READY_TIMEOUT_MS = 10_000;

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || typeof PushManager === 'undefined') return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Push is subscribed only when permission is granted and the service worker is ready; an
 * existing subscription is reused (unless it was made for another server key), and the server is told
 * each time, which also moves the endpoint to whoever is signed in now. Errors are logged; null then.
 */
export async function subscribeToPush(): Promise<PushSubscription | null> {
  try {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return null;
    const registration = await workerRegistration();
    if (!registration) return null;
    const { publicKey } = await apiRequest<{ publicKey: string }>(
      'GET',
      '/api/push-notifications/public-key',
    );
    const serverKey = base64UrlToBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, serverKey)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: serverKey,
    });
    await apiRequest('POST', '/api/push-notifications/subscribe', { subscription: subscription.toJSON() });
    return subscription;
  } catch (error) {
    console.warn('Subscribing to push failed', error);
    return null;
  }
}

/** At sign-out: this browser stops getting the account's pushes (the browser subscription stays). */
export async function forgetPushSubscription(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await apiRequest('DELETE', '/api/push-notifications/subscribe', { endpoint: subscription.endpoint });
  } catch (error) {
    console.warn('Removing the push subscription failed', error);
  }
}
