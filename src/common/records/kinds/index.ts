import { type EntryKind, MESSAGE_KIND } from '../entry-kind';
import { EXPENSE_KINDS } from './expenses';
import { INFO_BANK_KINDS } from './info-bank';
import { SCHEDULE_KINDS } from './schedule';

/**
 * Every kind of record entry the app writes and the verifier describes. A new kind is one module
 * (see docs/RECORDS.md, "Adding a kind of entry") and one line here. Kinds are never renamed or
 * removed once entries of them are stored: an export names the kind, and its hash covers the name.
 */
export const ENTRY_KINDS: readonly EntryKind[] = [
  ...(SCHEDULE_KINDS as readonly EntryKind[]),
  ...(EXPENSE_KINDS as readonly EntryKind[]),
  ...(INFO_BANK_KINDS as readonly EntryKind[]),
];

const byName = new Map<string, EntryKind>(ENTRY_KINDS.map((k) => [k.kind, k]));

export function findEntryKind(kind: string): EntryKind | undefined {
  return byName.get(kind);
}

/**
 * The sentence a record shows in the timeline and in exports; null for a plain message. A kind this
 * copy of Parley does not know (written by a newer version) still gets a sentence, naming the kind.
 */
export function entrySentence(kind: string, payload: unknown, sender: string): string | null {
  if (kind === MESSAGE_KIND) return null;
  const known = findEntryKind(kind);
  const parsed = known?.payload.safeParse(payload);
  if (!known || !parsed?.success) return `${sender} recorded an entry of kind ${kind}`;
  return known.sentence(parsed.data, { sender });
}
