import { canonicalJson } from './canonical-json';
import { MESSAGE_KIND } from './entry-kind';
import { sha256Hex } from './sha256';

/**
 * Each conversation is a hash chain: every message's hash covers the previous message's hash and the
 * message's own canonical form, so changing, removing or reordering any stored message breaks the
 * chain at exactly that message. Anyone can recompute it from an export (`npx parley verify`).
 *
 * The sender's drafts (original and rewritten text) enter the chain as a SHA-256 digest rather than as
 * raw text. That is what lets an export prove the chain while carrying another sender's message without
 * their drafts: the export holds the digest, and the drafts stay private to their author.
 *
 * An entry that is more than a plain text message (a structured record of some `kind` with its
 * `payload`, or any entry with attachments) adds one more field to its link: the entry digest, over
 * the kind, the payload and each attachment's name, type, size and SHA-256. A plain message has none,
 * so its link, and every hash, export and fixture made before records existed, is exactly as it was.
 */

/** What the chain proves of an attached file: the stored bytes' SHA-256, with its name, type and size. */
export interface AttachmentCommitment {
  name: string;
  contentType: string;
  size: number;
  sha256: string;
}

/** What makes an entry more than a text message; each part is optional on a plain message. */
export interface EntryContent {
  kind?: string;
  payload?: unknown;
  attachments?: AttachmentCommitment[];
}

export interface ChainedMessage extends EntryContent {
  id: number;
  conversationId: string;
  senderId: string;
  createdAt: Date | string;
  finalContent: string;
  originalContent: string | null;
  rewrittenContent: string | null;
}

/** The chained fields with the drafts already reduced to their digest: what an export carries. */
export interface ChainLink {
  id: number;
  conversationId: string;
  senderId: string;
  createdAt: Date | string;
  finalContent: string;
  draftDigest: string | null;
  /** Absent or null for a plain text message without attachments. */
  entryDigest?: string | null;
}

export const GENESIS_HASH = '0'.repeat(64);

function isoUtc(value: Date | string): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString();
}

/** A commitment to the drafts: null when the message had none, else SHA-256 of [original, rewritten]. */
export function draftDigest(originalContent: string | null, rewrittenContent: string | null): string | null {
  if (originalContent == null && rewrittenContent == null) return null;
  return sha256Hex(JSON.stringify([originalContent ?? null, rewrittenContent ?? null]));
}

/**
 * A commitment to what makes an entry more than text: null for a plain message without attachments,
 * else SHA-256 of the canonical JSON of [kind, payload, [[name, contentType, size, sha256], ...]]
 * (attachments in the order they were sent; canonical JSON sorts the payload's keys).
 */
export function entryDigest(entry: EntryContent): string | null {
  const kind = entry.kind ?? MESSAGE_KIND;
  const payload = entry.payload ?? null;
  const attachments = entry.attachments ?? [];
  if (kind === MESSAGE_KIND && payload === null && attachments.length === 0) return null;
  return sha256Hex(
    canonicalJson([kind, payload, attachments.map((a) => [a.name, a.contentType, a.size, a.sha256])]),
  );
}

export function toChainLink(m: ChainedMessage): ChainLink {
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    createdAt: m.createdAt,
    finalContent: m.finalContent,
    draftDigest: draftDigest(m.originalContent ?? null, m.rewrittenContent ?? null),
    entryDigest: entryDigest(m),
  };
}

/**
 * The canonical form: a JSON array with a fixed field order, timestamps as ISO strings in UTC. The
 * entry digest is appended only when there is one, so a plain message's link has seven fields as it
 * always had.
 */
export function canonicalLink(prevHash: string, link: ChainLink): string {
  const fields: Array<string | number | null> = [
    prevHash,
    link.id,
    link.conversationId,
    link.senderId,
    isoUtc(link.createdAt),
    link.finalContent,
    link.draftDigest,
  ];
  if (link.entryDigest != null) fields.push(link.entryDigest);
  return JSON.stringify(fields);
}

export function canonicalMessage(prevHash: string, m: ChainedMessage): string {
  return canonicalLink(prevHash, toChainLink(m));
}

export function linkHash(prevHash: string | null, link: ChainLink): string {
  return sha256Hex(canonicalLink(prevHash ?? GENESIS_HASH, link));
}

export function messageHash(prevHash: string | null, m: ChainedMessage): string {
  return linkHash(prevHash, toChainLink(m));
}

export type ChainVerdict =
  | { ok: true; head: string | null; count: number }
  | { ok: false; brokenAtMessageId: number; index: number; reason: string };

export type StoredLink = ChainLink & { prevHash: string | null; hash: string };

/**
 * Walks chain links in order and reports the first whose link or hash does not hold. `startPrevHash`
 * is what the first link must point back to: null for a whole conversation, the omitted message's hash
 * for a segment of one.
 */
export function verifyLinks(rows: StoredLink[], startPrevHash: string | null = null): ChainVerdict {
  let prev: string | null = startPrevHash;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    if ((row.prevHash ?? null) !== prev) {
      return {
        ok: false,
        brokenAtMessageId: row.id,
        index: i,
        reason: 'does not link to the message before it (a message is missing, added or out of order)',
      };
    }
    if (linkHash(prev, row) !== row.hash) {
      return {
        ok: false,
        brokenAtMessageId: row.id,
        index: i,
        reason: 'its content does not match its hash (it was changed after it was stored)',
      };
    }
    prev = row.hash;
  }
  return { ok: true, head: prev, count: rows.length };
}

/** One link's own verdict: whether its content matches its hash, and whether it points back to the one before. */
export interface LinkCheck {
  contentMatches: boolean;
  linksToPrevious: boolean;
}

/**
 * Like verifyLinks, but judges every link instead of stopping at the first break, so a reader can be
 * told which messages hold and which do not. Each link is checked against its own stated previous hash
 * (its content) and against the hash of the link before it in the list (its place).
 */
export function checkEachLink(rows: StoredLink[], startPrevHash: string | null = null): LinkCheck[] {
  let prev: string | null = startPrevHash;
  return rows.map((row) => {
    const check = {
      contentMatches: linkHash(row.prevHash ?? null, row) === row.hash,
      linksToPrevious: (row.prevHash ?? null) === prev,
    };
    prev = row.hash;
    return check;
  });
}

/** Walks a conversation's stored messages in order and reports the first message that breaks the chain. */
export function verifyChain(
  rows: Array<ChainedMessage & { prevHash: string | null; hash: string }>,
): ChainVerdict {
  return verifyLinks(rows.map((row) => ({ ...toChainLink(row), prevHash: row.prevHash, hash: row.hash })));
}
