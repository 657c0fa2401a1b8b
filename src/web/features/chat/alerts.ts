import { notificationsAllowed } from '../notifications/notification-state';
import { NOTIFICATION_VOLUME, TIMINGS } from '@common/constants';

const SOUND_URL = '/sounds/notification.wav';

/** A new message from someone else plays a sound at volume 0.5. */
export function playMessageSound(): void {
  try {
    const audio = new Audio(SOUND_URL);
    audio.volume = NOTIFICATION_VOLUME;
    // Browsers refuse sound before the first user gesture; that is fine, the message still shows.
    audio.play().catch(() => undefined);
  } catch {
    // No audio support: nothing to do.
  }
}

/**
 * A system notification titled with the sender's name, closed after 5 s. Shown through the
 * service worker when there is one: Android's Chrome has no `new Notification()` (it throws), and the
 * worker's click handler opens the conversation (sw.js). Tagged per conversation like a push, so a
 * newer message replaces the older one instead of stacking.
 */
export function showSystemNotification(title: string, body: string, conversationId: string): void {
  if (!notificationsAllowed()) return;
  const tag = `conversation-${conversationId}`;
  const options = {
    body,
    icon: '/favicon.svg',
    tag,
    data: { conversationId, url: `/dashboard?conversation=${encodeURIComponent(conversationId)}` },
  };
  void (async () => {
    const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
    if (registration?.active) {
      await registration.showNotification(title, options);
      setTimeout(() => {
        void registration
          .getNotifications({ tag })
          .then((shown) => shown.forEach((n) => n.body === body && n.close()));
      }, TIMINGS.notificationCloseMs);
      return;
    }
    const notification = new Notification(title, options);
    notification.onclick = () => {
      window.focus();
      location.assign(options.data.url);
    };
    setTimeout(() => notification.close(), TIMINGS.notificationCloseMs);
  })().catch((error: unknown) => console.warn('Showing a notification failed', error));
}
