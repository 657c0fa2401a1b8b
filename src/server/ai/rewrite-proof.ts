import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';
import { ValidationError } from '../errors';

/**
 * Proof that the assistant proposed a rewrite. A message's record (the "Improved" badge, exports,
 * legal holds) says that its text came from the assistant; without a proof any client could claim so
 * for words it wrote itself. POST /api/messages/rewrite signs (user, original, proposal) with a
 * server key, and POST /api/messages accepts rewrittenContent only with that signature.
 *
 * The proof does not expire and does not depend on AI access at send time: a message improved while
 * online and queued offline still goes out after the trial ends.
 */
export interface RewriteProofs {
  sign(userId: string, original: string, rewritten: string): string;
  /** Throws a 400 unless `proof` is the signature of exactly these words for this user. */
  assertValid(userId: string, original: string, rewritten: string, proof: string): void;
}

const SETTING_KEY = 'rewrite-proof-key';
const PURPOSE = 'parley-rewrite-v1';

/** The key is generated once and kept in app_settings, so every instance and restart agrees. */
export async function loadRewriteProofs(db: Database): Promise<RewriteProofs> {
  // Two instances starting together may both generate: the first insert wins and both read it back.
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  if (!row || !/^[0-9a-f]{64}$/.test(row.value)) {
    throw new Error(`The stored rewrite proof key (app_settings '${SETTING_KEY}') is unreadable`);
  }
  return rewriteProofs(Buffer.from(row.value, 'hex'));
}

export function rewriteProofs(key: Buffer): RewriteProofs {
  // A JSON array, so no choice of words can make two different triples sign the same bytes.
  const mac = (userId: string, original: string, rewritten: string) =>
    createHmac('sha256', key)
      .update(JSON.stringify([PURPOSE, userId, original, rewritten]))
      .digest();
  return {
    sign: (userId, original, rewritten) => mac(userId, original, rewritten).toString('base64url'),
    assertValid(userId, original, rewritten, proof) {
      const expected = mac(userId, original, rewritten);
      const given = Buffer.from(proof, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ValidationError('This rewrite was not proposed by the assistant for this message', {
          rewriteProof: 'Ask the assistant for a rewrite again',
        });
      }
    },
  };
}
