import twilio from 'twilio';
import { SmsError, type SmsSender } from './sender';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The Twilio number texts come from, in E.164 (+15551234567). */
  from: string;
  /** Another address speaking Twilio's REST API (a regional edge, a test server); api.twilio.com when absent. */
  apiUrl?: string;
}

/**
 * Twilio's error codes that mean "this recipient", which the person inviting can fix, with the words
 * they are shown. https://www.twilio.com/docs/api/errors
 */
const RECIPIENT_PROBLEMS: Record<number, string> = {
  21211: 'it is not a valid phone number',
  21614: 'it is not a mobile number',
  21610: 'that number has turned off texts from this service',
  21612: 'texts cannot reach that number',
  21408: 'texts to that country are not enabled on this server',
};

/** Texts through Twilio's Messages API with the official SDK (form-encoded POST, basic auth). */
export function twilioSmsSender(settings: TwilioSettings): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken, { timeout: 10_000, autoRetry: false });
  // The SDK's documented domain object: every v2010 call (Messages.json) is made under this base URL.
  if (settings.apiUrl) client.api.baseUrl = settings.apiUrl.replace(/\/$/, '');
  return {
    canSend: true,
    async send(to, text) {
      try {
        await client.messages.create({ to, from: settings.from, body: text });
      } catch (error) {
        throw toSmsError(to, error);
      }
    },
  };
}

function toSmsError(to: string, error: unknown): SmsError {
  const code = typeof error === 'object' && error && 'code' in error ? Number(error.code) : NaN;
  const problem = RECIPIENT_PROBLEMS[code];
  if (problem) {
    return new SmsError('invalid_recipient', `We could not text ${to}: ${problem}.`, { cause: error });
  }
  return new SmsError('unavailable', 'The text message service did not accept the message.', {
    cause: error,
  });
}
