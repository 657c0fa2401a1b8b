import fs from 'node:fs';
import https from 'node:https';
import type { FastifyServerFactory } from 'fastify';
import type { Config } from '../config';

/**
 * Encryption in transit when Parley faces the network itself: with TLS_CERT_FILE and TLS_KEY_FILE set,
 * the app serves HTTPS only (HSTS and Secure cookies follow from config.isHttps). Behind a TLS-terminating
 * proxy, leave them unset and set APP_URL to the https:// address instead.
 *
 * A server factory rather than Fastify's `https` option keeps buildApp's instance type the same either way.
 */
export function tlsServerFactory(
  config: Pick<Config, 'TLS_CERT_FILE' | 'TLS_KEY_FILE'>,
): FastifyServerFactory | undefined {
  if (!config.TLS_CERT_FILE || !config.TLS_KEY_FILE) return undefined;
  const cert = fs.readFileSync(config.TLS_CERT_FILE);
  const key = fs.readFileSync(config.TLS_KEY_FILE);
  return (handler) => https.createServer({ cert, key, minVersion: 'TLSv1.2' }, handler);
}
