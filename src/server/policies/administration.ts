import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { UserRow } from '../domain/accounts';
import { ForbiddenError } from '../errors';
import { requireUser } from '../plugins/session';

export const ADMIN_FORBIDDEN_MESSAGE = 'You do not have permission to access this admin portal.';

/** The single administrator is the live account whose e-mail is ADMIN_EMAIL. */
export function isAdmin(
  user: Pick<UserRow, 'email' | 'deletedAt'>,
  config: Pick<Config, 'ADMIN_EMAIL'>,
): boolean {
  return !user.deletedAt && user.email.toLowerCase() === config.ADMIN_EMAIL.toLowerCase();
}

/** The signed-in administrator, or 401 for a visitor and 403 for anyone else. */
export function requireAdmin(request: FastifyRequest, config: Pick<Config, 'ADMIN_EMAIL'>): UserRow {
  const user = requireUser(request);
  if (!isAdmin(user, config)) throw new ForbiddenError(ADMIN_FORBIDDEN_MESSAGE);
  return user;
}
