import type { EntryContent } from './chain';
import { MESSAGE_KIND } from './entry-kind';
import type { ExportAttachment } from './export-format';
import { entrySentence, findEntryKind } from './kinds';

const HEX64 = /^[0-9a-f]{64}$/;

/** The format 3 cells of one chained entry, already unguarded; null where the cell is empty. */
export interface EntryCells {
  kind: string;
  record: string | null;
  payload: string | null;
  attachments: string | null;
}

export interface EntryReading {
  /** What the entry digest covers, read back from the file. */
  content: EntryContent & { kind: string; attachments: ExportAttachment[] };
  /** False when a record's sentence does not say what its payload says (the file was edited by hand). */
  sentenceMatches: boolean;
  /** A record of a kind this copy of Parley cannot describe: still proven by the chain. */
  unknownKind: boolean;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`message ${what} is not valid JSON`);
  }
}

function readAttachments(text: string | null, id: number): ExportAttachment[] {
  if (text === null) return [];
  const list = parseJson(text, `${id}'s attachment list`);
  const valid = (a: unknown): a is ExportAttachment => {
    const f = a as Partial<ExportAttachment> | null;
    return (
      typeof f?.name === 'string' &&
      typeof f.contentType === 'string' &&
      Number.isInteger(f.size) &&
      typeof f.sha256 === 'string' &&
      HEX64.test(f.sha256)
    );
  };
  if (!Array.isArray(list) || !list.every(valid)) throw new Error(`message ${id} has a malformed attachment list`);
  return list.map(({ name, contentType, size, sha256 }) => ({ name, contentType, size, sha256 }));
}

/**
 * Reads a chained entry's kind, payload and attachments from its format 3 cells (what its hash covers
 * through the entry digest) and checks that a record's sentence says what its payload says.
 */
export function readEntry(id: number, senderName: string, cells: EntryCells): EntryReading {
  if (!cells.kind) throw new Error(`message ${id} has no kind`);
  const payload = cells.payload === null ? null : parseJson(cells.payload, `${id}'s payload`);
  const content = { kind: cells.kind, payload, attachments: readAttachments(cells.attachments, id) };
  const known = cells.kind === MESSAGE_KIND || findEntryKind(cells.kind) !== undefined;
  const expected = known ? entrySentence(cells.kind, payload, senderName) : cells.record;
  return { content, sentenceMatches: expected === cells.record, unknownKind: !known };
}
