import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 32 random bytes, URL-safe: session tokens, reset and invitation tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only the SHA-256 of a token is stored, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Argon2id (2: the package's Algorithm enum is const, which isolatedModules cannot read) at OWASP's
 * recommended minimum, 19 MiB and 2 passes: what every deployment uses.
 */
const standardCost = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/**
 * 1 MiB and 1 pass, for the end-to-end test server only (PASSWORD_HASH_COST=test, set by
 * e2e/support/server.ts): its browser stories register and sign in hundreds of people on a machine
 * their browsers already keep busy, where a standard hash or check took 0.2 s of the same cores. Still
 * real Argon2id: a wrong password is refused just the same. Never for stored passwords people rely on.
 */
const testCost = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };
let argonOptions = standardCost;

/** Set once at start-up from PASSWORD_HASH_COST (config.ts); checking uses the cost stored in each hash. */
export function usePasswordHashCost(cost: 'standard' | 'test'): void {
  argonOptions = cost === 'test' ? testCost : standardCost;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verified against when the e-mail is unknown, so a login for a missing account costs the same
 * time as a wrong password and the response time does not reveal which addresses exist.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken());
  return dummyHash;
}
