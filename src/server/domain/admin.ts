import { and, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { PASSWORD_MIN_RESET, TICKET_STATUS_LABELS, type TicketStatus } from '../../common/constants';
import { fullName } from '../../common/names';
import type { BillingProvider } from '../billing/provider';
import type { Clock } from '../clock';
import { hashPassword, hashToken } from '../crypto';
import type { Database, Tx } from '../db/client';
import {
  activityLog,
  passwordResetTokens,
  sessions,
  supportTickets,
  ticketReplies,
  users,
} from '../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { TicketRow } from '../presenters/ticket';
import type { UserRow } from './accounts';
import { logAction } from './activity-log';
import type { DomainEvent, Outcome } from './events';
import { isUnderLegalHold } from './legal-holds';
import { accountEndedEvents, deactivateAccount, eraseAccount, stopRenewal } from './account-deletion';
import { revokeAllSessions } from './sessions';
import { containsPattern } from './search';
import { lockTicket, TICKET_NOT_FOUND } from './support';

/**
 * What the administrator can do. Every action is one transaction that also writes its activity-log
 * entry, so the log can never miss an action nor record one that did not happen; and nothing else
 * writes the log. What the others must hear of (sockets to close, invitations and profiles changed)
 * is returned as events, for the caller to publish after the commit (realtime/publish.ts).
 */
export interface AdminDeps {
  db: Database;
  clock: Clock;
  billing: BillingProvider;
}

const USER_NOT_FOUND = 'User not found';

/** The live (not deleted) account, locked for the rest of the transaction; deleted accounts are not found. */
async function lockLiveUser(tx: Tx, userId: string): Promise<UserRow> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!user) throw new NotFoundError(USER_NOT_FOUND);
  return user;
}

export async function listUsers(db: Database): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(isNull(users.deletedAt))
    .orderBy(desc(users.createdAt), desc(users.id));
}

/** One page of a list, newest first, and how many rows the whole list holds. */
export interface Page<T> {
  rows: T[];
  total: number;
}
export interface PageRange {
  limit: number;
  offset: number;
}

/** Live accounts matching `q` (any part of the full name or the e-mail address, any case). */
function userMatch(q: string): SQL | undefined {
  if (!q) return isNull(users.deletedAt);
  const pattern = containsPattern(q);
  return and(
    isNull(users.deletedAt),
    or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern)),
  );
}

/** The Users tab's page: the ordering of listUsers, paged and counted in the database. */
export async function listUsersPage(db: Database, range: PageRange, q = ''): Promise<Page<UserRow>> {
  const where = userMatch(q);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(range.limit)
      .offset(range.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: n };
}

export async function listAllTickets(db: Database, range?: PageRange) {
  const query = db
    .select({ ticket: supportTickets, owner: users })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id));
  return range ? query.limit(range.limit).offset(range.offset) : query;
}

export async function countTickets(db: Database): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(supportTickets);
  return n;
}

/** The newest entries; the log only grows, so the unpaged list is bounded. */
export const ACTIVITY_PAGE = 500;
export async function listActivity(db: Database, range: PageRange = { limit: ACTIVITY_PAGE, offset: 0 }) {
  return db
    .select({ entry: activityLog, target: users })
    .from(activityLog)
    .leftJoin(users, eq(users.id, activityLog.targetUserId))
    .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
    .limit(range.limit)
    .offset(range.offset);
}

export async function countActivity(db: Database): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(activityLog);
  return n;
}

/** The summary cards' figures, counted over every live account and every ticket (two queries). */
export async function adminCounts(db: Database) {
  const [[people], [tickets]] = await Promise.all([
    db
      .select({
        total: count(),
        banned: sql<number>`count(*) filter (where ${users.isBanned})`.mapWith(Number),
      })
      .from(users)
      .where(isNull(users.deletedAt)),
    db
      .select({
        total: count(),
        open: sql<number>`count(*) filter (where ${supportTickets.status} = 'open')`.mapWith(Number),
        inProgress: sql<number>`count(*) filter (where ${supportTickets.status} = 'in_progress')`.mapWith(
          Number,
        ),
        resolved: sql<number>`count(*) filter (where ${supportTickets.status} = 'resolved')`.mapWith(Number),
      })
      .from(supportTickets),
  ]);
  return { users: people, tickets };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids per query: well under PostgreSQL's 65,535 parameters. */
const ONLINE_CHUNK = 5_000;

/**
 * The 'Online Now' card: how many of the people the Users tab lists (live accounts) are online.
 * Presence is a set of ids with an open socket, read from Redis when several instances share it;
 * it can hold ids that are no account here (another deployment or test run on the same Redis, an
 * account deleted while its socket closed), so it is counted against the users table, not by size.
 */
export async function countLiveAccountsAmong(db: Database, ids: Iterable<string>): Promise<number> {
  const uuids = [...ids].filter((id) => UUID.test(id));
  const chunks: string[][] = [];
  for (let i = 0; i < uuids.length; i += ONLINE_CHUNK) chunks.push(uuids.slice(i, i + ONLINE_CHUNK));
  const counts = await Promise.all(
    chunks.map(async (chunk) => {
      const [{ n }] = await db
        .select({ n: count() })
        .from(users)
        .where(and(inArray(users.id, chunk), isNull(users.deletedAt)));
      return n;
    }),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/** Ban: the user is signed out everywhere at once and login refuses them until unbanned. */
export async function banUser(
  deps: AdminDeps,
  admin: UserRow,
  targetId: string,
  reason: string,
): Promise<Outcome<UserRow>> {
  if (targetId === admin.id) throw new ValidationError('You cannot ban your own account.');
  const banned = await deps.db.transaction(async (tx) => {
    const target = await lockLiveUser(tx, targetId);
    if (target.isBanned) throw new ConflictError('This user is already banned.');
    const [updated] = await tx
      .update(users)
      .set({ isBanned: true, banReason: reason })
      .where(eq(users.id, targetId))
      .returning();
    await revokeAllSessions(tx, targetId);
    await logAction(tx, deps.clock, {
      admin,
      action: 'ban_user',
      targetUserId: targetId,
      details: `Banned ${fullName(target)}. Reason: ${reason}`,
    });
    return updated;
  });
  // A suspended person's invitations bring nobody in: the others stop seeing those addresses as invited.
  return { result: banned, events: [signedOut(targetId), invitationsOf(targetId)] };
}

export async function unbanUser(
  deps: AdminDeps,
  admin: UserRow,
  targetId: string,
): Promise<Outcome<UserRow>> {
  const unbanned = await deps.db.transaction(async (tx) => {
    const target = await lockLiveUser(tx, targetId);
    if (!target.isBanned) throw new ConflictError('This user is not banned.');
    const [updated] = await tx
      .update(users)
      .set({ isBanned: false, banReason: null })
      .where(eq(users.id, targetId))
      .returning();
    await logAction(tx, deps.clock, {
      admin,
      action: 'unban_user',
      targetUserId: targetId,
      details: `Unbanned ${fullName(target)}`,
    });
    return updated;
  });
  return { result: unbanned, events: [invitationsOf(targetId)] };
}

/** Their sockets close on every instance (after the commit that revoked their sessions). */
const signedOut = (userId: string): DomainEvent => ({ type: 'sessions_revoked', userId });
/** The conversations they have open invitations to are told their invited list as it is now. */
const invitationsOf = (inviterId: string): DomainEvent => ({
  type: 'invitations_of_inviter_changed',
  inviterId,
});

/**
 * Sets a new password and signs the user out everywhere. When the administrator resets their own
 * password, the session they are using stays open (the others close).
 */
export async function resetUserPassword(
  deps: AdminDeps,
  admin: UserRow,
  targetId: string,
  newPassword: string,
  adminSessionToken: string | null,
): Promise<Outcome<string>> {
  const isSelf = targetId === admin.id;
  // Other people's passwords have no length rule; the portal's own key gets the usual one.
  if (isSelf && newPassword.length < PASSWORD_MIN_RESET) {
    throw new ValidationError(`Your own password must be at least ${PASSWORD_MIN_RESET} characters long`);
  }
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    const target = await lockLiveUser(tx, targetId);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, targetId));
    if (isSelf && adminSessionToken) {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, targetId), ne(sessions.tokenHash, hashToken(adminSessionToken))));
    } else {
      await revokeAllSessions(tx, targetId);
    }
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, targetId));
    await logAction(tx, deps.clock, {
      admin,
      action: 'reset_password',
      targetUserId: targetId,
      details: isSelf
        ? 'Changed their own password and signed out their other sessions'
        : `Reset the password of ${fullName(target)} and signed them out everywhere`,
    });
  });
  // For the admin's own account this closes their other sessions' sockets; this one stays open.
  return {
    result: isSelf
      ? 'Password changed; your other sessions have been signed out'
      : 'Password reset; the user has been signed out everywhere',
    events: [signedOut(targetId)],
  };
}

export type DeleteUserOutcome = { outcome: 'deleted' | 'deactivated'; message: string };

/**
 * Deletes an account (domain/account-deletion.ts): personal data wiped, the row kept so the
 * conversations keep their records. Support tickets stay, detached from the account. A user under an
 * active legal hold is deactivated instead (banned and signed out) and their data is kept.
 */
export async function deleteUser(
  deps: AdminDeps,
  admin: UserRow,
  targetId: string,
): Promise<Outcome<DeleteUserOutcome>> {
  if (targetId === admin.id) throw new ValidationError('You cannot delete your own account.');
  await stopRenewal(deps, targetId);
  let voidedIn: string[] = [];
  const result = await deps.db.transaction(async (tx): Promise<DeleteUserOutcome> => {
    const target = await lockLiveUser(tx, targetId);
    if (await isUnderLegalHold(tx, { userId: targetId })) {
      await deactivateAccount(tx, targetId);
      await logAction(tx, deps.clock, {
        admin,
        action: 'deactivate_user',
        targetUserId: targetId,
        details: `Deletion of ${fullName(target)} requested while under a legal hold: account deactivated, data kept`,
      });
      return {
        outcome: 'deactivated',
        message:
          'This user is under a legal hold, so their data is kept: the account has been deactivated and signed out instead.',
      };
    }
    voidedIn = await eraseAccount(tx, deps.clock, target);
    // The log keeps no personal data of an erased account: the target link now reads "Deleted User".
    await logAction(tx, deps.clock, {
      admin,
      action: 'delete_user',
      targetUserId: targetId,
      details: target.isBanned
        ? 'Deleted the suspended account and erased its personal data; messages stay with a deleted sender, and its address cannot register again'
        : 'Deleted the account and erased its personal data; messages stay with a deleted sender',
    });
    return { outcome: 'deleted', message: 'User deleted' };
  });
  return { result, events: accountEndedEvents(targetId, result.outcome === 'deleted' ? { voidedIn } : null) };
}

export async function updateTicketStatus(
  deps: AdminDeps,
  admin: UserRow,
  ticketId: number,
  status: TicketStatus,
): Promise<TicketRow> {
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    const [updated] = await tx
      .update(supportTickets)
      .set({ status, updatedAt: deps.clock.now() })
      .where(eq(supportTickets.id, ticketId))
      .returning();
    await logAction(tx, deps.clock, {
      admin,
      action: 'update_ticket',
      targetUserId: ticket.userId,
      details: `Ticket #${ticket.id} status: ${TICKET_STATUS_LABELS[ticket.status]} → ${TICKET_STATUS_LABELS[status]}`,
    });
    return updated;
  });
}

/**
 * Support answers a ticket: the reply is stored with it (the person sees it on /support) and the ticket
 * counts as updated. Returns the ticket and its owner, for the mail the route sends after the commit.
 */
export async function replyToTicket(
  deps: AdminDeps,
  admin: UserRow,
  ticketId: number,
  body: string,
): Promise<{ ticket: TicketRow; owner: UserRow | null }> {
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    const now = deps.clock.now();
    await tx
      .insert(ticketReplies)
      .values({ ticketId, authorId: admin.id, authorRole: 'support', body, createdAt: now });
    const [updated] = await tx
      .update(supportTickets)
      .set({ updatedAt: now })
      .where(eq(supportTickets.id, ticketId))
      .returning();
    await logAction(tx, deps.clock, {
      admin,
      action: 'reply_ticket',
      targetUserId: ticket.userId,
      details: `Replied to ticket #${ticket.id}`,
    });
    const [owner] = ticket.userId
      ? await tx
          .select()
          .from(users)
          .where(and(eq(users.id, ticket.userId), isNull(users.deletedAt)))
      : [];
    return { ticket: updated, owner: owner ?? null };
  });
}

export async function deleteTicket(deps: AdminDeps, admin: UserRow, ticketId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [ticket] = await tx.delete(supportTickets).where(eq(supportTickets.id, ticketId)).returning();
    if (!ticket) throw new NotFoundError(TICKET_NOT_FOUND);
    await logAction(tx, deps.clock, {
      admin,
      action: 'delete_ticket',
      targetUserId: ticket.userId,
      details: `Deleted ticket #${ticket.id}: ${ticket.title}`,
    });
  });
}
