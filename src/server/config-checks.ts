import fs from 'node:fs';
import net from 'node:net';
import { BackupKeyError, parseBackupKey } from './records/backup-key';

/**
 * Checks of single settings that zod's shapes do not express. Each returns the problem in words, or
 * null: start-up lists them all at once, before it opens the database or creates the administrator
 * (whose one-time password was printed and then lost when a later step failed on a bad value).
 */

/** A URL setting must parse and use one of the schemes its client speaks. */
export function urlProblem(name: string, value: string | undefined, schemes: string[]): string | null {
  if (!value) return null;
  let protocol: string;
  try {
    protocol = new URL(value).protocol.replace(/:$/, '');
  } catch {
    return `${name} is not a URL (expected ${schemes.map((s) => `${s}://…`).join(' or ')})`;
  }
  return schemes.includes(protocol)
    ? null
    : `${name} must start with ${schemes.map((s) => `${s}://`).join(' or ')}`;
}

/** Fastify's proxy matching (proxy-addr) takes addresses, CIDRs and three names. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function trustProxyProblem(value: string | undefined): string | null {
  if (!value || ['true', 'false', '0'].includes(value)) return null;
  const bad = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => !isProxyEntry(entry));
  return bad.length
    ? `TRUST_PROXY: ${bad.map((b) => `"${b}"`).join(', ')} is not an address, a CIDR range (10.0.0.0/8), loopback, linklocal or uniquelocal; or use true`
    : null;
}

export function backupKeyProblem(value: string | undefined): string | null {
  if (!value) return null;
  try {
    parseBackupKey(value);
    return null;
  } catch (error) {
    if (error instanceof BackupKeyError) return error.message;
    throw error;
  }
}

export function readableFileProblem(name: string, file: string | undefined): string | null {
  if (!file) return null;
  try {
    fs.accessSync(file, fs.constants.R_OK);
    return null;
  } catch {
    return `${name}: cannot read ${file}`;
  }
}

/** Twilio's account SIDs are AC and 32 hex digits; an API key SID (SK...) here fails every text. */
export function twilioAccountSidProblem(value: string | undefined): string | null {
  if (!value || /^AC[0-9a-f]{32}$/i.test(value)) return null;
  return 'TWILIO_ACCOUNT_SID must be an Account SID: AC followed by 32 hexadecimal digits (see the Twilio console)';
}

/** A number texts are sent from, in the E.164 form providers require. */
export function phoneNumberProblem(name: string, value: string | undefined): string | null {
  if (!value || /^\+[1-9]\d{6,14}$/.test(value)) return null;
  return `${name} must be a phone number in international form, e.g. +15551234567`;
}
