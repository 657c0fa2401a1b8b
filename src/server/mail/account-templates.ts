import { PRODUCT_NAME } from '../../common/constants';
import type { MailMessage } from './mailer';

/** Mails about a person's own account changes on /settings. */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function mail(to: string, subject: string, paragraphs: string[], link?: string): MailMessage {
  const text = paragraphs.join('\n\n') + (link ? `\n\n${link}\n` : '\n');
  const html =
    paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') +
    (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : '');
  return { to, subject, text, html };
}

/** To the new address: the link that makes the change (it proves the mailbox is theirs). */
export function confirmEmailChangeMail(firstName: string, newEmail: string, link: string): MailMessage {
  return mail(
    newEmail,
    `Confirm your new ${PRODUCT_NAME} e-mail address`,
    [
      `Hi ${firstName},`,
      `You asked to use this address for your ${PRODUCT_NAME} account. To confirm it, open this link within 24 hours:`,
    ],
    link,
  );
}

/** To the old address, when the change is asked for: nothing changes unless the new mailbox confirms. */
export function emailChangeRequestedMail(firstName: string, oldEmail: string, newEmail: string): MailMessage {
  return mail(oldEmail, `Your ${PRODUCT_NAME} e-mail address is about to change`, [
    `Hi ${firstName},`,
    `Someone signed in to your ${PRODUCT_NAME} account asked to change its e-mail address to ${newEmail}. It changes only once the link we sent to that address is opened.`,
    'If it was not you, change your password on the Settings page and sign out your other devices there.',
  ]);
}

/** To the old address, once the change is made. */
export function emailChangedMail(firstName: string, oldEmail: string, newEmail: string): MailMessage {
  return mail(oldEmail, `Your ${PRODUCT_NAME} e-mail address was changed`, [
    `Hi ${firstName},`,
    `Your ${PRODUCT_NAME} account now uses ${newEmail}. Mail about it, password resets included, goes there from now on.`,
    'If it was not you, contact support at once.',
  ]);
}
