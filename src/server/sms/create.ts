import type { Config } from '../config';
import { noSmsSender, type SmsSender } from './sender';

/** The sender the settings name; the Twilio SDK loads only when it is chosen. */
export async function createSmsSender(config: Config): Promise<SmsSender> {
  if (config.SMS_PROVIDER !== 'twilio') return noSmsSender();
  const { twilioSmsSender } = await import('./twilio');
  return twilioSmsSender({
    // loadConfig refuses SMS_PROVIDER=twilio without these three.
    accountSid: config.TWILIO_ACCOUNT_SID ?? '',
    authToken: config.TWILIO_AUTH_TOKEN ?? '',
    from: config.TWILIO_FROM ?? '',
    apiUrl: config.TWILIO_API_URL,
  });
}
