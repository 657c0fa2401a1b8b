import { expect, it } from 'vitest';
import { loadConfig } from '../config';
import { isPushServiceHost } from './service-hosts';

const { pushServiceHosts } = loadConfig({});
const allowed = (endpoint: string) => isPushServiceHost(new URL(endpoint).hostname, pushServiceHosts);

it("accepts the endpoints today's browsers hand out", () => {
  for (const endpoint of [
    'https://fcm.googleapis.com/fcm/send/dA1b2C3:APA91bE', // Chrome, Opera, Samsung Internet
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB', // Firefox
    'https://web.push.apple.com/QGx2c2V', // Safari
    'https://wns2-by3p.notify.windows.com/w/?token=BQYAAA', // Edge
  ])
    expect(allowed(endpoint), endpoint).toBe(true);
});

it('refuses any other host, including look-alikes', () => {
  for (const endpoint of [
    'https://intranet.example/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com.example/x',
    'https://notgoogleapis.com/x',
  ])
    expect(allowed(endpoint), endpoint).toBe(false);
});

it('takes its list from PUSH_SERVICE_HOSTS', () => {
  const { pushServiceHosts: custom } = loadConfig({ PUSH_SERVICE_HOSTS: ' Push.Example.org , ' });
  expect(custom).toEqual(['push.example.org']);
  expect(isPushServiceHost('eu.push.example.org', custom)).toBe(true);
  expect(isPushServiceHost('fcm.googleapis.com', custom)).toBe(false);
});
