import type { FastifyBaseLogger } from 'fastify';

/** One small interface for text messages, so a real provider (Twilio, an SMPP gateway) slots in. */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** The default: no provider, so the text (link included) goes to the log, like mail without SMTP. */
export function logSmsSender(logger: Pick<FastifyBaseLogger, 'info'>): SmsSender {
  return {
    async send(to, text) {
      logger.info({ event: 'sms.logged', to }, `Text message to ${to}:\n${text}`);
    },
  };
}

/** Digits with one leading + when given: the form invitations store and send to. */
export function normalizePhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  return raw.trim().startsWith('+') ? `+${digits}` : digits;
}
