/** One small interface for text messages, so a provider (Twilio today) slots in. */
export interface SmsSender {
  /** False when no provider is configured: nothing can be texted, so the web offers the link instead. */
  readonly canSend: boolean;
  /** Resolves once the provider accepted the text; rejects with an SmsError. */
  send(to: string, text: string): Promise<void>;
}

/**
 * Why a text was not sent. `invalid_recipient`: the provider refused the number itself (not a phone,
 * not a mobile, opted out), which the person can fix; `unavailable`: anything else, worth a retry.
 */
export class SmsError extends Error {
  constructor(
    readonly reason: 'invalid_recipient' | 'unavailable' | 'not_configured',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SmsError';
  }
}

/**
 * No provider: nothing is sent, and nothing is logged either (the text holds a usable invitation
 * token, and a log is no way to deliver it).
 */
export function noSmsSender(): SmsSender {
  return {
    canSend: false,
    async send() {
      throw new SmsError('not_configured', 'No SMS provider is configured (SMS_PROVIDER).');
    },
  };
}

/** Digits with one leading + when given: the form invitations store and send to. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return raw.trim().startsWith('+') ? `+${digits}` : digits;
}
