import { NOTIFICATION_VOLUME, TIMINGS } from '@common/constants';

const SOUND_URL = '/sounds/notification.wav';

/** SPEC §7/§9: a new message from someone else plays a sound at volume 0.5. */
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

/** SPEC §7: a system notification titled with the sender's name, closed after 5 s. */
export function showSystemNotification(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, icon: '/favicon.svg' });
    setTimeout(() => notification.close(), TIMINGS.notificationCloseMs);
  } catch (error) {
    console.warn('Showing a notification failed', error);
  }
}
