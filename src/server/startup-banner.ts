import type { AddressInfo } from 'node:net';
import type { AdminAccountOutcome } from './domain/admin-account';

export interface StartupFacts {
  url: string;
  adminEmail: string;
  /** Where the data lives, in words: "the embedded database in /srv/parley/data", "PostgreSQL". */
  database: string;
  admin: AdminAccountOutcome;
}

const RULE = '─'.repeat(64);

/**
 * What a person starting Parley needs, printed last so it is what the terminal shows: the address,
 * and on the first start the administrator's password, which exists nowhere else.
 */
export function startupBanner(facts: StartupFacts): string {
  const lines = [`Parley is running at ${facts.url}`, `Data: ${facts.database}`, ''];
  const { admin } = facts;
  if (admin.kind === 'unchanged') {
    lines.push(
      `Open ${facts.url} in a browser. The administrator is ${facts.adminEmail}`,
      '(its password was shown at the first start; "Forgot password" on the sign-in page resets it).',
    );
  } else {
    if (admin.kind === 'created') {
      lines.push('First start: the administrator account was created.');
    } else {
      const day = admin.registeredAt.toISOString().slice(0, 10);
      lines.push(
        `ADMIN_EMAIL names an account registered on ${day} that was not the administrator.`,
        'Anyone can register an address, so it was signed out everywhere and given this password.',
      );
    }
    lines.push(
      `  e-mail:    ${facts.adminEmail}`,
      `  password:  ${admin.password}`,
      'It is shown only this once. Sign in at the address above, then keep the password safe.',
    );
  }
  lines.push('Stop the server with Ctrl+C.');
  return ['', RULE, ...lines.map((line) => (line ? `  ${line}` : '')), RULE, ''].join('\n');
}

/**
 * The address to print: with PORT=0 the system chose the port, so an address made from the configured port
 * ("http://localhost:0") is given the one the server is really listening on.
 */
export function listeningUrl(appUrl: string, address: AddressInfo | string | null): string {
  if (!/:0$/.test(appUrl) || address === null || typeof address === 'string') return appUrl;
  return appUrl.replace(/:0$/, `:${address.port}`);
}
