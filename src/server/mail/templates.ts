import { PRODUCT_NAME } from '../../common/constants';
import type { MailMessage } from './mailer';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function passwordResetMail(user: { email: string; firstName: string }, link: string): MailMessage {
  return {
    to: user.email,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: `Hi ${user.firstName},\n\nSomeone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new one, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
    html: `<p>Hi ${escapeHtml(user.firstName)},</p><p>Someone asked to reset the password of your ${PRODUCT_NAME} account. To choose a new one, open this link within one hour:</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>If it was not you, ignore this mail: your password stays as it is.</p>`,
  };
}

/**
 * Someone reached the hour's limit of wrong passwords for this account: password sign-in is paused,
 * and the mailed way in is the reset link (a fresh one, or the form that sends one).
 */
export function signInPausedMail(
  user: { email: string; firstName: string },
  link: string,
  isResetLink: boolean,
): MailMessage {
  const what = `There were too many wrong passwords for your ${PRODUCT_NAME} account in the past hour, so signing in with its password is paused for up to an hour.`;
  const how = isResetLink
    ? 'To sign in now, set a new password with this link within one hour:'
    : 'To sign in now, set a new password with one of the reset links we sent you in the past hour, or ask for a new one here:';
  const after =
    'If it was not you trying, someone may be guessing your password: a new, long one keeps them out.';
  return {
    to: user.email,
    subject: `Signing in to your ${PRODUCT_NAME} account is paused`,
    text: `Hi ${user.firstName},\n\n${what}\n\n${how}\n\n${link}\n\n${after}\n`,
    html: `<p>Hi ${escapeHtml(user.firstName)},</p><p>${escapeHtml(what)}</p><p>${escapeHtml(how)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(after)}</p>`,
  };
}

export function invitationMail(
  inviter: { firstName: string; lastName: string },
  to: string,
  link: string,
): MailMessage {
  const name = `${inviter.firstName} ${inviter.lastName}`;
  return {
    to,
    subject: `${name} invited you to ${PRODUCT_NAME}`,
    text: `${name} would like to talk with you on ${PRODUCT_NAME}, where an assistant helps keep conversations calm and clear.\n\nCreate your account here:\n\n${link}\n`,
    html: `<p>${escapeHtml(name)} would like to talk with you on ${PRODUCT_NAME}, where an assistant helps keep conversations calm and clear.</p><p><a href="${escapeHtml(link)}">Create your account</a></p>`,
  };
}

/** Support answered a ticket: the answer itself, and where to read the whole ticket. */
export function ticketReplyMail(
  to: string,
  ticket: { id: number; title: string },
  body: string,
  link: string,
): MailMessage {
  const subject = `Reply to your ${PRODUCT_NAME} support ticket #${ticket.id}`;
  return {
    to,
    subject,
    text: `${PRODUCT_NAME} support replied to "${ticket.title}":\n\n${body}\n\nSee your tickets: ${link}\n`,
    html: `<p>${PRODUCT_NAME} support replied to &ldquo;${escapeHtml(ticket.title)}&rdquo;:</p><blockquote>${escapeHtml(body).replace(/\n/g, '<br>')}</blockquote><p><a href="${escapeHtml(link)}">See your tickets</a></p>`,
  };
}

/**
 * The person answered under their ticket: a notice for the administrator, who reads the answer in the
 * portal (the mail carries no more of it than the ticket's title).
 */
export function ticketAnsweredMail(
  to: string,
  ticket: { id: number; title: string },
  link: string,
): MailMessage {
  return {
    to,
    subject: `New reply on ${PRODUCT_NAME} support ticket #${ticket.id}`,
    text: `The person who filed "${ticket.title}" replied. Read it in the admin portal: ${link}\n`,
    html: `<p>The person who filed &ldquo;${escapeHtml(ticket.title)}&rdquo; replied.</p><p><a href="${escapeHtml(link)}">Read it in the admin portal</a></p>`,
  };
}
