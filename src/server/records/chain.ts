import { createHash } from 'node:crypto';

/**
 * Each conversation is a hash chain: every message's hash covers the previous message's hash and the
 * message's own canonical form, so changing, removing or reordering any stored message breaks the
 * chain at exactly that message. Anyone can recompute it from an export (`npx parley verify`).
 */
export interface ChainedMessage {
  id: number;
  conversationId: string;
  senderId: string;
  createdAt: Date | string;
  finalContent: string;
  originalContent: string | null;
  rewrittenContent: string | null;
}

export const GENESIS_HASH = '0'.repeat(64);

/** The canonical form: a JSON array with a fixed field order, timestamps as ISO strings in UTC. */
export function canonicalMessage(prevHash: string, m: ChainedMessage): string {
  const createdAt =
    typeof m.createdAt === 'string' ? new Date(m.createdAt).toISOString() : m.createdAt.toISOString();
  return JSON.stringify([
    prevHash,
    m.id,
    m.conversationId,
    m.senderId,
    createdAt,
    m.finalContent,
    m.originalContent ?? null,
    m.rewrittenContent ?? null,
  ]);
}

export function messageHash(prevHash: string | null, m: ChainedMessage): string {
  return createHash('sha256')
    .update(canonicalMessage(prevHash ?? GENESIS_HASH, m))
    .digest('hex');
}

export type ChainVerdict =
  | { ok: true; head: string | null; count: number }
  | { ok: false; brokenAtMessageId: number; index: number; reason: string };

/** Walks a chain in order and reports the first message whose link or hash does not hold. */
export function verifyChain(
  rows: Array<ChainedMessage & { prevHash: string | null; hash: string }>,
): ChainVerdict {
  let prev: string | null = null;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if ((row.prevHash ?? null) !== prev) {
      return {
        ok: false,
        brokenAtMessageId: row.id,
        index: i,
        reason: 'does not link to the message before it',
      };
    }
    if (messageHash(prev, row) !== row.hash) {
      return {
        ok: false,
        brokenAtMessageId: row.id,
        index: i,
        reason: 'its content does not match its hash',
      };
    }
    prev = row.hash;
  }
  return { ok: true, head: prev, count: rows.length };
}
