import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends over SMTP (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Without SMTP the mail goes to the log, links included, so resets and invitations work out of the box. */
export function logMailer(logger: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      logger.info(
        { event: 'mail.logged', to: message.to, subject: message.subject },
        `Mail to ${message.to}:\n${message.text}`,
      );
    },
  };
}
