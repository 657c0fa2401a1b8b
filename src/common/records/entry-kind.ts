import type { z } from 'zod';

/**
 * An entry in a conversation's timeline is a text message or a structured record (a schedule
 * proposal, an answer to it, an expense state change...). Every entry is a row of `messages`, linked
 * into the conversation's hash chain; a record also carries its `kind` and a structured `payload`, both
 * proven by the chain (docs/RECORDS.md, "Records and attachments in the chain").
 *
 * A feature adds a kind of entry with one small module that calls `defineEntryKind`, listed once in
 * `kinds/index.ts`: the kind's name, the zod schema of its payload, and the sentence it shows in the
 * timeline and in exports. The server validates a payload against the schema before storing it, and
 * `npx parley verify` checks each record's sentence against its payload.
 */
export const MESSAGE_KIND = 'message';

/** Lower-case words joined by dots, e.g. `expense.requested`: stable, as it is hashed into the chain. */
export const ENTRY_KIND_PATTERN = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

/** Who the sentence speaks of: the sender's name, or "You" when the web shows the reader's own entry. */
export interface EntrySentenceContext {
  sender: string;
}

export interface EntryKind<P extends Record<string, unknown> = Record<string, unknown>> {
  kind: string;
  /** Payloads keep to strings, booleans, integers (amounts in cents), null, arrays and objects. */
  payload: z.ZodType<P>;
  /** One plain sentence, e.g. "Maya Lopez asked to swap 14 March for 21 March". */
  sentence(payload: P, context: EntrySentenceContext): string;
}

export function defineEntryKind<P extends Record<string, unknown>>(definition: EntryKind<P>): EntryKind<P> {
  if (!ENTRY_KIND_PATTERN.test(definition.kind))
    throw new Error(`Entry kind "${definition.kind}" must be dotted lower-case words`);
  return definition;
}
