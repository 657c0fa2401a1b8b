import { createECDH } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../../../test/fault/routes';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { SESSION_COOKIE } from '../../common/constants';
import { hashPassword } from '../crypto';
import { createAccount } from '../domain/accounts';
import { createSession } from '../domain/sessions';
import { users } from '../db/schema';
import { inArray } from 'drizzle-orm';

/**
 * The authorization matrix: every route the app registers (read from the app), asked by each kind
 * of caller, with the answer each must get written once per route. A route with no entry fails
 * the first test, which prints the entry to add. Each call gets a world of its own (fresh people,
 * conversation, message, ticket), so one caller's success never changes another's answer.
 *
 * - anonymous: no session
 * - user: the owner of what the route acts on (created the conversation, sent the message, filed the ticket)
 * - participant: another member of that conversation
 * - otherUser: signed in, no part in any of it
 * - banned: a suspended account (its session no longer counts)
 * - admin: the administrator (ADMIN_EMAIL), not a member of the conversation
 */
type Role = 'anonymous' | 'user' | 'otherUser' | 'participant' | 'banned' | 'admin';
const ROLES: Role[] = ['anonymous', 'user', 'otherUser', 'participant', 'banned', 'admin'];
type Expected = Record<Role, number>;

interface World {
  conversationId: string;
  messageId: number;
  ticketId: number;
  /** Someone the administrator acts on (ban, delete, reset), in no conversation of the caller's. */
  victimId: string;
  /** The same, already banned (to unban). */
  bannedVictimId: string;
  participantId: string;
  participantEmail: string;
  userId: string;
  holdId: string;
}
interface Entry {
  request(w: World): InjectOptions | Promise<InjectOptions>;
  expect: Expected;
}

const ADMIN_EMAIL = 'admin@parley.test';
const all = (status: number): Expected => ({
  anonymous: status,
  user: status,
  otherUser: status,
  participant: status,
  banned: status,
  admin: status,
});
/** Any signed-in person; refused without a session. */
const signedIn = (ok: number): Expected => ({ ...all(ok), anonymous: 401, banned: 401 });
/** The conversation's members only; to anyone else it does not exist. */
const members = (ok: number, participant = ok): Expected => ({
  ...signedIn(404),
  user: ok,
  participant,
});
const adminOnly = (ok: number): Expected => ({ ...signedIn(403), admin: ok });

const clientId = () => crypto.randomUUID();
const nobody = () => `nobody-${clientId()}@example.com`;

/**
 * One entry per registered route. To add one: the route as Fastify names it, the request (built
 * from the world), and the status each role must get.
 */
const MATRIX: Record<string, Entry> = {
  'GET /api/health': { request: () => ({ method: 'GET', url: '/api/health' }), expect: all(200) },
  'GET /api/ready': { request: () => ({ method: 'GET', url: '/api/ready' }), expect: all(200) },
  // The API reference is public, like the API's shape it describes.
  'GET /api/openapi.json': { request: () => ({ method: 'GET', url: '/api/openapi.json' }), expect: all(200) },
  'GET /api/docs': { request: () => ({ method: 'GET', url: '/api/docs' }), expect: all(200) },
  'GET /robots.txt': { request: () => ({ method: 'GET', url: '/robots.txt' }), expect: all(200) },
  'GET /sitemap.xml': { request: () => ({ method: 'GET', url: '/sitemap.xml' }), expect: all(200) },
  'POST /api/register': {
    request: () => ({
      method: 'POST',
      url: '/api/register',
      payload: {
        firstName: 'New',
        lastName: 'Person',
        email: `new-${clientId()}@example.com`,
        password: 'secret1',
      },
    }),
    expect: all(201),
  },
  'POST /api/login': {
    request: () => ({
      method: 'POST',
      url: '/api/login',
      // An address of its own each call, so the per-account limit on wrong passwords never answers first.
      payload: { email: nobody(), password: 'wrong' },
    }),
    expect: all(401),
  },
  'POST /api/logout': { request: () => ({ method: 'POST', url: '/api/logout' }), expect: all(200) },
  'GET /api/logout': { request: () => ({ method: 'GET', url: '/api/logout' }), expect: all(302) },
  'GET /api/auth/user': { request: () => ({ method: 'GET', url: '/api/auth/user' }), expect: signedIn(200) },
  'POST /api/forgot-password': {
    request: () => ({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: 'nobody@example.com' },
    }),
    expect: all(200),
  },
  'GET /api/reset-password/valid': {
    request: () => ({ method: 'GET', url: '/api/reset-password/valid?token=nope' }),
    expect: all(200),
  },
  'POST /api/reset-password': {
    request: () => ({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: 'nope', newPassword: 'secret1' },
    }),
    expect: all(400),
  },
  'POST /api/user/preferences': {
    request: () => ({ method: 'POST', url: '/api/user/preferences', payload: { darkMode: 'dark' } }),
    expect: signedIn(200),
  },
  'POST /api/avatar': {
    // No file: a signed-in person is told what is missing, anyone else is refused first.
    request: () => ({ method: 'POST', url: '/api/avatar' }),
    expect: signedIn(400),
  },
  'GET /api/settings': { request: () => ({ method: 'GET', url: '/api/settings' }), expect: signedIn(200) },
  'PUT /api/settings/name': {
    request: () => ({
      method: 'PUT',
      url: '/api/settings/name',
      payload: { firstName: 'New', lastName: 'Name' },
    }),
    expect: signedIn(200),
  },
  'PUT /api/settings/expense-currency': {
    request: () => ({
      method: 'PUT',
      url: '/api/settings/expense-currency',
      payload: { currency: 'EUR' },
    }),
    expect: signedIn(200),
  },
  'PUT /api/settings/notifications': {
    request: () => ({
      method: 'PUT',
      url: '/api/settings/notifications',
      payload: { push: false, sound: true },
    }),
    expect: signedIn(200),
  },
  'POST /api/settings/email': {
    // The administrator's address is ADMIN_EMAIL's: it cannot be changed on /settings.
    request: () => ({
      method: 'POST',
      url: '/api/settings/email',
      payload: { newEmail: nobody(), currentPassword: 'correct horse battery' },
    }),
    expect: { ...signedIn(200), admin: 400 },
  },
  'POST /api/settings/email/confirm': {
    request: () => ({ method: 'POST', url: '/api/settings/email/confirm', payload: { token: 'nope' } }),
    expect: all(400),
  },
  'POST /api/settings/password': {
    request: () => ({
      method: 'POST',
      url: '/api/settings/password',
      payload: { currentPassword: 'correct horse battery', newPassword: 'another long one' },
    }),
    expect: signedIn(200),
  },
  'GET /api/settings/devices': {
    request: () => ({ method: 'GET', url: '/api/settings/devices' }),
    expect: signedIn(200),
  },
  'DELETE /api/settings/devices/:id': {
    // A device is found only among the caller's own sessions; nobody's has this id.
    request: () => ({ method: 'DELETE', url: `/api/settings/devices/${clientId()}` }),
    expect: signedIn(404),
  },
  'POST /api/settings/devices/sign-out-others': {
    request: () => ({ method: 'POST', url: '/api/settings/devices/sign-out-others' }),
    expect: signedIn(200),
  },
  'POST /api/settings/delete-account': {
    // The administrator's account is the way into the portal: it cannot close itself.
    request: () => ({
      method: 'POST',
      url: '/api/settings/delete-account',
      payload: { password: 'correct horse battery' },
    }),
    expect: { ...signedIn(200), admin: 400 },
  },
  'DELETE /api/avatar': { request: () => ({ method: 'DELETE', url: '/api/avatar' }), expect: signedIn(200) },
  'GET /api/avatars/:userId': {
    // Nobody has a photo in the world: members see "no photo", strangers the same 404.
    request: (w) => ({ method: 'GET', url: `/api/avatars/${w.participantId}` }),
    expect: signedIn(404),
  },
  'GET /api/push-notifications/public-key': {
    request: () => ({ method: 'GET', url: '/api/push-notifications/public-key' }),
    expect: all(200),
  },
  'POST /api/push-notifications/subscribe': {
    request: () => ({
      method: 'POST',
      url: '/api/push-notifications/subscribe',
      payload: {
        subscription: {
          endpoint: `https://fcm.googleapis.com/fcm/send/${clientId()}`,
          keys: {
            p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
            auth: Buffer.alloc(16, 9).toString('base64url'),
          },
        },
      },
    }),
    expect: signedIn(201),
  },
  'DELETE /api/push-notifications/subscribe': {
    request: () => ({
      method: 'DELETE',
      url: '/api/push-notifications/subscribe',
      payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/none' },
    }),
    expect: signedIn(204),
  },
  'GET /api/subscription/status': {
    request: () => ({ method: 'GET', url: '/api/subscription/status' }),
    expect: signedIn(200),
  },
  'POST /api/subscription/create': {
    request: () => ({ method: 'POST', url: '/api/subscription/create' }),
    expect: { ...signedIn(200), admin: 409 },
  },
  'POST /api/subscription/cancel': {
    request: () => ({ method: 'POST', url: '/api/subscription/cancel' }),
    expect: { ...signedIn(409), admin: 409 },
  },
  'POST /api/subscription/resume': {
    request: () => ({ method: 'POST', url: '/api/subscription/resume' }),
    expect: signedIn(409),
  },
  'POST /api/subscription/portal': {
    request: () => ({ method: 'POST', url: '/api/subscription/portal' }),
    // The sandbox's portal is open to anyone on a plan or a trial; the administrator is never billed.
    expect: { ...signedIn(200), admin: 409 },
  },
  'GET /api/subscription/payments': {
    request: () => ({ method: 'GET', url: '/api/subscription/payments' }),
    expect: signedIn(200),
  },
  'GET /billing/sandbox/local-dates.js': {
    request: () => ({ method: 'GET', url: '/billing/sandbox/local-dates.js' }),
    expect: all(200),
  },
  'GET /billing/sandbox/checkout/:id': {
    request: () => ({ method: 'GET', url: `/billing/sandbox/checkout/${clientId()}` }),
    expect: signedIn(404),
  },
  'POST /billing/sandbox/checkout/:id': {
    request: () => ({ method: 'POST', url: `/billing/sandbox/checkout/${clientId()}`, payload: {} }),
    expect: signedIn(404),
  },
  'GET /billing/sandbox/portal': {
    request: () => ({ method: 'GET', url: '/billing/sandbox/portal' }),
    expect: signedIn(200),
  },
  'GET /api/support-tickets': {
    request: () => ({ method: 'GET', url: '/api/support-tickets' }),
    expect: signedIn(200),
  },
  'POST /api/support-tickets': {
    request: () => ({
      method: 'POST',
      url: '/api/support-tickets',
      payload: { title: 'Help', description: 'Please' },
    }),
    expect: signedIn(201),
  },
  'POST /api/support-tickets/:id/replies': {
    request: (w) => ({
      method: 'POST',
      url: `/api/support-tickets/${w.ticketId}/replies`,
      payload: { body: 'More' },
    }),
    expect: { ...signedIn(404), user: 201 },
  },
  'POST /api/support/appeal': {
    request: () => ({
      method: 'POST',
      url: '/api/support/appeal',
      payload: { email: nobody(), password: 'wrong', description: 'Please' },
    }),
    expect: all(401),
  },
  'GET /api/admin/users': {
    request: () => ({ method: 'GET', url: '/api/admin/users' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/support-tickets': {
    request: () => ({ method: 'GET', url: '/api/admin/support-tickets' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/activity-log': {
    request: () => ({ method: 'GET', url: '/api/admin/activity-log' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/summary': {
    request: () => ({ method: 'GET', url: '/api/admin/summary' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/users/:id/ban': {
    request: (w) => ({
      method: 'POST',
      url: `/api/admin/users/${w.victimId}/ban`,
      payload: { reason: 'Spam' },
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/users/:id/unban': {
    request: (w) => ({ method: 'POST', url: `/api/admin/users/${w.bannedVictimId}/unban` }),
    expect: adminOnly(200),
  },
  'POST /api/admin/users/:id/reset-password': {
    request: (w) => ({
      method: 'POST',
      url: `/api/admin/users/${w.victimId}/reset-password`,
      payload: { newPassword: 'secret1' },
    }),
    expect: adminOnly(200),
  },
  'DELETE /api/admin/users/:id': {
    request: (w) => ({ method: 'DELETE', url: `/api/admin/users/${w.victimId}` }),
    expect: adminOnly(200),
  },
  'PUT /api/admin/support-tickets/:id': {
    request: (w) => ({
      method: 'PUT',
      url: `/api/admin/support-tickets/${w.ticketId}`,
      payload: { status: 'resolved' },
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/support-tickets/:id/replies': {
    request: (w) => ({
      method: 'POST',
      url: `/api/admin/support-tickets/${w.ticketId}/replies`,
      payload: { body: 'Hi' },
    }),
    expect: adminOnly(201),
  },
  'DELETE /api/admin/support-tickets/:id': {
    request: (w) => ({ method: 'DELETE', url: `/api/admin/support-tickets/${w.ticketId}` }),
    expect: adminOnly(200),
  },
  'GET /api/users/search': {
    request: (w) => ({ method: 'GET', url: `/api/users/search?q=${encodeURIComponent(w.participantEmail)}` }),
    expect: signedIn(200),
  },
  'GET /api/conversations': {
    request: () => ({ method: 'GET', url: '/api/conversations' }),
    expect: signedIn(200),
  },
  'POST /api/conversations': {
    request: (w) => ({
      method: 'POST',
      url: '/api/conversations',
      payload: { participantEmails: [w.participantEmail] },
    }),
    // The participant names only themself: nobody else to talk with.
    expect: { ...signedIn(201), user: 200, participant: 400 },
  },
  'PATCH /api/conversations/:id': {
    request: (w) => ({
      method: 'PATCH',
      url: `/api/conversations/${w.conversationId}`,
      payload: { name: 'Renamed' },
    }),
    expect: members(200),
  },
  'DELETE /api/conversations/:id': {
    request: (w) => ({ method: 'DELETE', url: `/api/conversations/${w.conversationId}` }),
    expect: members(200),
  },
  'POST /api/conversations/:id/participants': {
    request: (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/participants`,
      payload: { email: `someone-${clientId()}@example.com` },
    }),
    // The world's conversation is a one-to-one: adding an address with no account starts a new group
    // of the three (201), with an invitation mailed to the address; the one-to-one stays as it was.
    expect: members(201),
  },
  'DELETE /api/conversations/:id/participants/:userId': {
    request: (w) => ({
      method: 'DELETE',
      url: `/api/conversations/${w.conversationId}/participants/${w.participantId}`,
    }),
    expect: members(200),
  },
  'GET /api/conversations/:id/membership': {
    request: (w) => ({ method: 'GET', url: `/api/conversations/${w.conversationId}/membership` }),
    expect: members(200),
  },
  'PUT /api/conversations/:id/read': {
    request: (w) => ({
      method: 'PUT',
      url: `/api/conversations/${w.conversationId}/read`,
      payload: { lastMessageId: w.messageId },
    }),
    expect: members(200),
  },
  'GET /api/messages/search': {
    request: () => ({ method: 'GET', url: '/api/messages/search?q=pickup' }),
    expect: signedIn(200),
  },
  'GET /api/messages/:conversationId': {
    request: (w) => ({ method: 'GET', url: `/api/messages/${w.conversationId}` }),
    expect: members(200),
  },
  'POST /api/messages': {
    request: (w) => ({
      method: 'POST',
      url: '/api/messages',
      payload: { conversationId: w.conversationId, clientId: clientId(), content: 'On my way' },
    }),
    expect: members(201),
  },
  'POST /api/messages/:id/reactions': {
    request: (w) => ({
      method: 'POST',
      url: `/api/messages/${w.messageId}/reactions`,
      payload: { emoji: '👍' },
    }),
    expect: members(200),
  },
  'DELETE /api/messages/:id/reactions': {
    request: (w) => ({
      method: 'DELETE',
      url: `/api/messages/${w.messageId}/reactions?emoji=${encodeURIComponent('👍')}`,
    }),
    expect: members(200),
  },
  'POST /api/messages/rewrite': {
    request: () => ({
      method: 'POST',
      url: '/api/messages/rewrite',
      payload: { message: 'You never listen!' },
    }),
    expect: signedIn(200),
  },
  'POST /api/ai/suggested-replies': {
    request: () => ({
      method: 'POST',
      url: '/api/ai/suggested-replies',
      payload: { conversationHistory: [], currentMessage: 'Can you pick her up at 5?' },
    }),
    expect: signedIn(200),
  },
  'POST /api/ai/conflict-coach': {
    request: () => ({
      method: 'POST',
      url: '/api/ai/conflict-coach',
      payload: { messageText: 'You never help.' },
    }),
    expect: signedIn(200),
  },
  'POST /api/ai/conversation-summary': {
    request: (w) => ({
      method: 'POST',
      url: '/api/ai/conversation-summary',
      payload: { conversationId: w.conversationId, messageCount: 20 },
    }),
    expect: members(200),
  },
  'POST /api/invite': {
    request: () => ({
      method: 'POST',
      url: '/api/invite',
      payload: { email: `friend-${clientId()}@example.com` },
    }),
    expect: signedIn(200),
  },
  'POST /api/invitations/accept': {
    request: () => ({ method: 'POST', url: '/api/invitations/accept', payload: { token: 'nope' } }),
    expect: signedIn(404),
  },
  'GET /api/online-users': {
    request: () => ({ method: 'GET', url: '/api/online-users' }),
    expect: signedIn(200),
  },
  'GET /ws': {
    // A plain GET (no upgrade) to the socket's address: the session is checked first.
    request: () => ({ method: 'GET', url: '/ws' }),
    expect: signedIn(404),
  },
  'GET /api/conversations/:id/export': {
    request: (w) => ({ method: 'GET', url: `/api/conversations/${w.conversationId}/export?format=csv` }),
    expect: members(200),
  },
  'GET /api/admin/legal-holds': {
    request: () => ({ method: 'GET', url: '/api/admin/legal-holds' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/legal-holds/lookup': {
    request: (w) => ({
      method: 'GET',
      url: `/api/admin/legal-holds/lookup?email=${encodeURIComponent(w.participantEmail)}`,
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/legal-holds': {
    request: (w) => ({
      method: 'POST',
      url: '/api/admin/legal-holds',
      payload: { targetType: 'conversation', targetId: w.conversationId, reason: 'Court order' },
    }),
    expect: adminOnly(201),
  },
  'DELETE /api/admin/legal-holds/:id': {
    request: (w) => ({ method: 'DELETE', url: `/api/admin/legal-holds/${w.holdId}` }),
    expect: adminOnly(200),
  },
  'GET /api/user/export': {
    request: () => ({ method: 'GET', url: '/api/user/export' }),
    expect: signedIn(200),
  },
  'POST /api/conversations/:conversationId/attachments': {
    request: (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/attachments`,
      ...multipartFile(TINY_PDF, 'report.pdf'),
    }),
    expect: members(201),
  },
  'GET /api/attachments/:id': {
    request: async (w) => ({ method: 'GET', url: `/api/attachments/${await ownersFile(w, { sent: true })}` }),
    expect: members(200),
  },
  'GET /api/attachments/:id/preview': {
    request: async (w) => ({
      method: 'GET',
      url: `/api/attachments/${await ownersFile(w, { sent: true, photo: true })}/preview`,
    }),
    expect: members(200),
  },
  'DELETE /api/attachments/:id': {
    // Only the uploader takes back a file not yet sent; to everyone else it does not exist.
    request: async (w) => ({
      method: 'DELETE',
      url: `/api/attachments/${await ownersFile(w, { sent: false })}`,
    }),
    expect: members(204, 404),
  },
  'GET /api/conversations/:id/schedule': {
    request: (w) => ({
      method: 'GET',
      url: `/api/conversations/${w.conversationId}/schedule?from=2026-03-01&to=2026-03-31`,
    }),
    expect: members(200),
  },
  'POST /api/conversations/:id/schedule/events': {
    request: (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/schedule/events`,
      payload: { clientId: clientId(), event: SCHOOL_PLAY },
    }),
    expect: members(201),
  },
  'POST /api/conversations/:id/schedule/events/:itemId/cancel': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/schedule/events/${await ownersEvent(w)}/cancel`,
      payload: { clientId: clientId() },
    }),
    expect: members(201),
  },
  'POST /api/conversations/:id/schedule/requests': {
    request: (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/schedule/requests`,
      payload: {
        clientId: clientId(),
        change: { kind: 'days', data: { days: [{ date: '2026-03-14', parentId: w.userId }] } },
      },
    }),
    expect: members(201),
  },
  // Someone other than the proposer answers: the proposer (the participant here) is refused.
  'POST /api/conversations/:id/schedule/requests/:requestId/answer': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/schedule/requests/${await participantsRequest(w)}/answer`,
      payload: { decision: 'accepted' },
    }),
    expect: members(201, 403),
  },
  'GET /api/conversations/:id/expenses': {
    request: (w) => ({ method: 'GET', url: `/api/conversations/${w.conversationId}/expenses` }),
    expect: members(200),
  },
  'POST /api/conversations/:id/expenses': {
    request: (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/expenses`,
      payload: { clientId: clientId(), expense: SCHOOL_TRIP },
    }),
    expect: members(201),
  },
  // The payer (the owner here) corrects, withdraws and asks; the other member is refused.
  'POST /api/conversations/:id/expenses/:expenseId/corrections': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/expenses/${await ownersExpense(w)}/corrections`,
      payload: { clientId: clientId(), expense: SCHOOL_TRIP },
    }),
    expect: members(201, 403),
  },
  'POST /api/conversations/:id/expenses/:expenseId/withdraw': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/expenses/${await ownersExpense(w)}/withdraw`,
      payload: { clientId: clientId() },
    }),
    expect: members(201, 403),
  },
  'POST /api/conversations/:id/expenses/:expenseId/requests': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/expenses/${await ownersExpense(w)}/requests`,
      payload: { clientId: clientId() },
    }),
    expect: members(201, 403),
  },
  // The one asked (the owner here) answers; the payer (the participant) is refused.
  'POST /api/conversations/:id/expenses/:expenseId/requests/:requestId/answer': {
    request: async (w) => {
      const { expenseId, requestId } = await participantsReimbursement(w);
      return {
        method: 'POST',
        url: `/api/conversations/${w.conversationId}/expenses/${expenseId}/requests/${requestId}/answer`,
        payload: { decision: 'approved' },
      };
    },
    expect: members(201, 403),
  },
  'GET /api/conversations/:id/expenses/report': {
    request: (w) => ({
      method: 'GET',
      url: `/api/conversations/${w.conversationId}/expenses/report?from=2026-03-01&to=2026-03-31&format=csv`,
    }),
    expect: members(200),
  },
  'GET /api/conversations/:id/info': {
    request: (w) => ({ method: 'GET', url: `/api/conversations/${w.conversationId}/info` }),
    expect: members(200),
  },
  'POST /api/conversations/:id/info/cards': {
    request: (w) => ({
      method: 'POST',
      url: `/api/conversations/${w.conversationId}/info/cards`,
      payload: { clientId: clientId(), card: { name: 'Maya' } },
    }),
    expect: members(201),
  },
  // Every participant edits every card; to anyone else the card does not exist.
  'PUT /api/conversations/:id/info/cards/:cardId': {
    request: async (w) => ({
      method: 'PUT',
      url: `/api/conversations/${w.conversationId}/info/cards/${await ownersCard(w)}`,
      payload: { clientId: clientId(), baseVersion: 1, card: { name: 'Maya', allergies: 'Peanuts' } },
    }),
    expect: members(201),
  },
  'GET /api/calendar-feed': {
    request: () => ({ method: 'GET', url: '/api/calendar-feed' }),
    expect: signedIn(200),
  },
  'POST /api/calendar-feed': {
    request: () => ({ method: 'POST', url: '/api/calendar-feed' }),
    expect: signedIn(201),
  },
  'DELETE /api/calendar-feed': {
    request: () => ({ method: 'DELETE', url: '/api/calendar-feed' }),
    expect: signedIn(200),
  },
  // A calendar app has no session: the secret address is the key, whoever asks with it.
  'GET /api/calendar/:token': {
    request: async (w) => ({ method: 'GET', url: await ownersFeedPath(w) }),
    expect: all(200),
  },
  'GET /api/invitation-links': {
    request: () => ({ method: 'GET', url: '/api/invitation-links' }),
    expect: signedIn(200),
  },
  'POST /api/invitation-links': {
    request: () => ({ method: 'POST', url: '/api/invitation-links', payload: {} }),
    expect: signedIn(201),
  },
  // Only the link's maker may revoke it; to everyone else it does not exist.
  'DELETE /api/invitation-links/:id': {
    request: async (w) => ({ method: 'DELETE', url: `/api/invitation-links/${await ownersLink(w)}` }),
    expect: { ...signedIn(404), user: 200 },
  },
};

/** A PDF as small as a real one gets: a version line, one empty page, its cross-reference and end. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
);
/** A 2x2 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwTjtjnHaGAUIBACS2BZUFBQd/AAAAAElFTkSuQmCC',
  'base64',
);

function multipartFile(bytes: Buffer, filename: string) {
  const boundary = `----matrix${clientId()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A file the world's owner uploaded to its conversation, sent with a message or not. */
async function ownersFile(w: World, options: { sent: boolean; photo?: boolean }): Promise<string> {
  const cookie = await cookieFor(w.userId);
  const uploaded = await as(cookie, {
    method: 'POST',
    url: `/api/conversations/${w.conversationId}/attachments`,
    ...(options.photo ? multipartFile(TINY_PNG, 'p.png') : multipartFile(TINY_PDF, 'r.pdf')),
  });
  const { id } = uploaded.json<{ id: string }>();
  if (options.sent)
    await as(cookie, {
      method: 'POST',
      url: '/api/messages',
      payload: { conversationId: w.conversationId, clientId: clientId(), attachmentIds: [id] },
    });
  return id;
}

const SCHOOL_PLAY = {
  title: 'School play',
  allDay: false,
  startDate: '2026-03-12',
  startTime: '18:00',
  endDate: '2026-03-12',
  endTime: '19:30',
  timeZone: 'Europe/London',
};

async function ownersEvent(w: World): Promise<string> {
  const res = await as(await cookieFor(w.userId), {
    method: 'POST',
    url: `/api/conversations/${w.conversationId}/schedule/events`,
    payload: { clientId: clientId(), event: SCHOOL_PLAY },
  });
  return res.json<{ payload: { itemId: string } }>().payload.itemId;
}

/** A child's card the world's owner added to its conversation's info bank. */
async function ownersCard(w: World): Promise<string> {
  const res = await as(await cookieFor(w.userId), {
    method: 'POST',
    url: `/api/conversations/${w.conversationId}/info/cards`,
    payload: { clientId: clientId(), card: { name: 'Maya' } },
  });
  return res.json<{ id: string }>().id;
}

/** The path of the world's owner's private calendar feed. */
async function ownersFeedPath(w: World): Promise<string> {
  const res = await as(await cookieFor(w.userId), { method: 'POST', url: '/api/calendar-feed' });
  return new URL(res.json<{ url: string }>().url).pathname;
}

/** An open invitation link the world's owner made. */
async function ownersLink(w: World): Promise<string> {
  const res = await as(await cookieFor(w.userId), {
    method: 'POST',
    url: '/api/invitation-links',
    payload: {},
  });
  return res.json<{ id: string }>().id;
}

/** A change request the participant proposed, for the owner to answer. */
async function participantsRequest(w: World): Promise<string> {
  const res = await as(await cookieFor(w.participantId), {
    method: 'POST',
    url: `/api/conversations/${w.conversationId}/schedule/requests`,
    payload: {
      clientId: clientId(),
      change: { kind: 'days', data: { days: [{ date: '2026-03-21', parentId: w.participantId }] } },
    },
  });
  return res.json<{ payload: { requestId: string } }>().payload.requestId;
}

const SCHOOL_TRIP = { date: '2026-03-03', amountCents: 1250, category: 'school', note: 'Trip' };

async function ownersExpense(w: World): Promise<string> {
  const res = await as(await cookieFor(w.userId), {
    method: 'POST',
    url: `/api/conversations/${w.conversationId}/expenses`,
    payload: { clientId: clientId(), expense: SCHOOL_TRIP },
  });
  return res.json<{ payload: { expenseId: string } }>().payload.expenseId;
}

/** An expense the participant paid and asked the owner to reimburse. */
async function participantsReimbursement(w: World): Promise<{ expenseId: string; requestId: string }> {
  const cookie = await cookieFor(w.participantId);
  const logged = await as(cookie, {
    method: 'POST',
    url: `/api/conversations/${w.conversationId}/expenses`,
    payload: { clientId: clientId(), expense: SCHOOL_TRIP },
  });
  const { expenseId } = logged.json<{ payload: { expenseId: string } }>().payload;
  const asked = await as(cookie, {
    method: 'POST',
    url: `/api/conversations/${w.conversationId}/expenses/${expenseId}/requests`,
    payload: { clientId: clientId() },
  });
  return { expenseId, requestId: asked.json<{ payload: { requestId: string } }>().payload.requestId };
}

let t: TestApp;
let routeNames: string[];
let passwordHash: string;
let adminId: string;
let people = 0;
let address = 0;
const nextAddress = () => `198.19.${(++address >> 8) % 250}.${address % 250}`;

beforeAll(async () => {
  const routes = await registeredRoutes();
  routeNames = [...new Set(routes.map((r) => `${r.method} ${r.url}`))];
  t = await buildTestApp({ BILLING_PROVIDER: 'sandbox', ADMIN_EMAIL, WEB_DIR: '/nonexistent-web-build' });
  passwordHash = await hashPassword('correct horse battery');
  adminId = (await person(ADMIN_EMAIL)).id;
});
afterAll(() => t.close());

/** An account straight through the domain with a password hashed once for all of them. */
async function person(email = `matrix-${++people}-${Date.now()}@example.com`) {
  const { user } = await t.db.transaction((tx) =>
    createAccount(
      tx,
      t.clock,
      { firstName: 'Matrix', lastName: `Person${people}`, email, password: '' },
      passwordHash,
    ),
  );
  return user;
}

const cookieFor = async (userId: string) => `${SESSION_COOKIE}=${await createSession(t.db, t.clock, userId)}`;

async function as(cookie: string | null, request: InjectOptions) {
  return t.app.inject({
    ...request,
    remoteAddress: nextAddress(),
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
  });
}

/** A world of its own for one call: the owner, a member, a stranger, a banned account, a victim. */
async function world() {
  const [user, participant, other, banned, victim, bannedVictim] = await Promise.all(
    Array.from({ length: 6 }, () => person()),
  );
  await t.db
    .update(users)
    .set({ isBanned: true })
    .where(inArray(users.id, [banned!.id, bannedVictim!.id]));
  const cookies: Record<Role, string | null> = {
    anonymous: null,
    user: await cookieFor(user!.id),
    participant: await cookieFor(participant!.id),
    otherUser: await cookieFor(other!.id),
    banned: await cookieFor(banned!.id),
    admin: await cookieFor(adminId),
  };
  const conversation = await as(cookies.user, {
    method: 'POST',
    url: '/api/conversations',
    payload: { participantEmails: [participant!.email] },
  });
  const conversationId = conversation.json<{ id: string }>().id;
  const message = await as(cookies.user, {
    method: 'POST',
    url: '/api/messages',
    payload: { conversationId, clientId: clientId(), content: 'Pickup at 5?' },
  });
  const ticket = await as(cookies.user, {
    method: 'POST',
    url: '/api/support-tickets',
    payload: { title: 'Help', description: 'Please' },
  });
  const hold = await as(cookies.admin, {
    method: 'POST',
    url: '/api/admin/legal-holds',
    payload: { targetType: 'user', targetId: victim!.id, reason: 'Court order' },
  });
  const w: World = {
    conversationId,
    messageId: message.json<{ id: number }>().id,
    ticketId: ticket.json<{ id: number }>().id,
    victimId: victim!.id,
    bannedVictimId: bannedVictim!.id,
    participantId: participant!.id,
    participantEmail: participant!.email,
    userId: user!.id,
    holdId: hold.json<{ id: string }>().id,
  };
  return { w, cookies };
}

describe('authorization matrix', () => {
  it('has an entry for every route the app registers, and none for a route that is gone', () => {
    const missing = routeNames.filter((name) => !(name in MATRIX));
    const stale = Object.keys(MATRIX).filter((name) => !routeNames.includes(name));
    const template = (name: string) =>
      `  '${name}': {\n    request: (w) => ({ method: '${name.split(' ')[0]}', url: \`${name.split(' ')[1]}\` /* with ids from w */ }),\n    expect: { anonymous: 401, user: 200, otherUser: 404, participant: 200, banned: 401, admin: 404 },\n  },`;
    expect(
      missing,
      `Routes with no entry in the authorization matrix. Add to MATRIX in src/server/http/authorization-matrix.test.ts, with the status each role must get (helpers: all, signedIn, members, adminOnly):\n${missing.map(template).join('\n')}`,
    ).toEqual([]);
    expect(stale, 'MATRIX entries for routes the app no longer registers: remove them').toEqual([]);
  });

  it('gives each role the answer written for it, on every route', { timeout: 600_000 }, async () => {
    const wrong: string[] = [];
    for (const name of routeNames.filter((n) => n in MATRIX)) {
      const entry = MATRIX[name]!;
      // Refusals change nothing, so the roles refused share one world; each that succeeds gets its own.
      const shared = await world();
      for (const role of ROLES) {
        const { w, cookies } = entry.expect[role] >= 400 ? shared : await world();
        const res = await as(cookies[role], await entry.request(w));
        if (res.statusCode !== entry.expect[role]) {
          wrong.push(
            `${name} as ${role}: ${res.statusCode}, expected ${entry.expect[role]} (${res.body.slice(0, 120)})`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
