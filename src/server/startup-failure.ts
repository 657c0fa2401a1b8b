import type { Config } from './config';

/**
 * A start-up step failed for a reason the operator can fix. The message names the setting and the
 * cause in a line; the error underneath stays attached (cause) for the debug log.
 */
export class StartupError extends Error {}

/**
 * Runs one start-up step. A failure `explain` recognises becomes a StartupError with its words; any
 * other failure (a bug, not a setting) goes on unchanged, stack and all.
 */
export async function explained<T>(
  step: () => T | Promise<T>,
  explain: (error: unknown) => string | null,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const problem = explain(error);
    throw problem ? new StartupError(problem, { cause: error }) : error;
  }
}

type Failure = Error & { code?: unknown; errors?: unknown[] };

/** The errors underneath: drizzle wraps pg's in cause, and net's attempts at several addresses come as an AggregateError. */
function* layers(error: unknown, depth = 0): Generator<Failure> {
  if (!(error instanceof Error) || depth > 5) return;
  const failure = error as Failure;
  yield failure;
  for (const inner of failure.errors ?? []) yield* layers(inner, depth + 1);
  yield* layers(failure.cause, depth + 1);
}

function codeOf(error: unknown, codes: Record<string, string>): string | null {
  for (const layer of layers(error)) {
    if (typeof layer.code === 'string' && layer.code in codes) return layer.code;
  }
  return null;
}

/** Why a connection did not open, in words (errno codes from node:net and node:dns). */
const NETWORK: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ETIMEDOUT: 'timed out',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
};

/** host:port of a URL setting, never its user name or password. */
function endpoint(url: string, defaultPort: number): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || defaultPort}`;
}

export function databaseProblem(error: unknown, config: Config): string | null {
  if (!config.DATABASE_URL) return dataDirProblem(error, config.dataDir);
  const at = endpoint(config.DATABASE_URL, 5432);
  const network = codeOf(error, NETWORK);
  if (network) return `Cannot reach the database at DATABASE_URL (${at}): ${NETWORK[network]}.`;
  const name = decodeURIComponent(new URL(config.DATABASE_URL).pathname.slice(1));
  // PostgreSQL's own codes: 3D000 no such database; 28P01, 28000 the login was refused.
  const refused = codeOf(error, { '3D000': '', '28P01': '', '28000': '' });
  if (refused === '3D000')
    return `The database "${name}" in DATABASE_URL does not exist on ${at}: create it first (createdb ${name}).`;
  if (refused) {
    const reason = [...layers(error)].find((layer) => layer.code === refused)?.message;
    return `DATABASE_URL: the database at ${at} refused the login (${reason}).`;
  }
  return null;
}

const FILE_SYSTEM: Record<string, string> = {
  EEXIST: 'is a file, not a folder',
  ENOTDIR: 'is not a folder',
  EACCES: 'is not writable by this user',
  EPERM: 'is not writable by this user',
  EROFS: 'is on a read-only file system',
  ENOSPC: 'is on a full disk',
};

export function dataDirProblem(error: unknown, dataDir: string): string | null {
  const code = codeOf(error, FILE_SYSTEM);
  return code ? `DATA_DIR (${dataDir}) ${FILE_SYSTEM[code]}.` : null;
}

export function redisProblem(error: unknown, redisUrl: string): string | null {
  const at = endpoint(redisUrl, 6379);
  const network = codeOf(error, NETWORK);
  if (network) return `REDIS_URL: cannot connect to ${at} (${NETWORK[network]}).`;
  const refused = [...layers(error)].find((layer) => /^(WRONGPASS|NOAUTH|NOPERM)/.test(layer.message));
  return refused ? `REDIS_URL: Redis at ${at} refused the login (${refused.message}).` : null;
}

export function listenProblem(error: unknown, config: Config): string | null {
  switch (codeOf(error, { EADDRINUSE: '', EACCES: '', EADDRNOTAVAIL: '', ENOTFOUND: '' })) {
    case 'EADDRINUSE':
      return `PORT ${config.PORT} is already in use.`;
    case 'EACCES':
      return `PORT ${config.PORT}: permission denied (ports below 1024 need extra privileges).`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
      return `HOST ${config.HOST} is not an address of this machine.`;
    default:
      return null;
  }
}
