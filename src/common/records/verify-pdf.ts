import { unzlibSync } from 'fflate';
import { EMBEDDED_CSV_NAME } from './export-format';
import { sha256Hex } from './sha256';
import { FormatError } from './verify-messages';

/** The line after a PDF export's end marker: the SHA-256 of every byte before it. */
export const PDF_SEAL_PREFIX = '%PARLEY-SEAL sha256:';

/** Each byte as the character of the same code (ISO 8859-1): a PDF's structure is ASCII in binary. */
export function latin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return text;
}

/** Finds the attached CSV in a PDF written by Parley (one embedded file, Flate-compressed or not). */
function extractEmbeddedCsv(pdf: Uint8Array, text: string): string {
  const marker = text.indexOf('/Type /EmbeddedFile');
  if (marker === -1 || !text.includes(`(${EMBEDDED_CSV_NAME})`))
    throw new FormatError(`the attached ${EMBEDDED_CSV_NAME} is missing`);
  const dictStart = text.lastIndexOf(' obj', marker);
  const streamKeyword = text.indexOf('stream', marker);
  if (dictStart === -1 || streamKeyword === -1) throw new FormatError('the attachment is malformed');
  const dict = text.slice(dictStart, streamKeyword);
  const length = /\/Length (\d+)/.exec(dict);
  if (!length) throw new FormatError('the attachment has no length');
  let dataStart = streamKeyword + 'stream'.length;
  if (text[dataStart] === '\r') dataStart++;
  if (text[dataStart] === '\n') dataStart++;
  const data = pdf.subarray(dataStart, dataStart + Number(length[1]));
  try {
    return new TextDecoder().decode(dict.includes('/FlateDecode') ? unzlibSync(data) : data);
  } catch {
    throw new FormatError('the attachment cannot be read (its compressed bytes were changed)');
  }
}

export type OpenedPdf =
  { ok: true; csv: string; seal: 'matches' | 'differs' | 'missing' } | { ok: false; problem: string };

/** The record a Parley PDF carries, and whether the PDF's own bytes still match its seal. */
export function openPdf(pdf: Uint8Array): OpenedPdf {
  const text = latin1(pdf);
  const sealAt = text.lastIndexOf(PDF_SEAL_PREFIX);
  const seal = sealAt === -1 ? null : /^([0-9a-f]{64})\n?$/.exec(text.slice(sealAt + PDF_SEAL_PREFIX.length));
  let csv: string;
  try {
    csv = extractEmbeddedCsv(pdf, text);
  } catch (error) {
    return {
      ok: false,
      problem: `This PDF is not a Parley export, or it was rewritten: ${(error as Error).message}.`,
    };
  }
  if (!seal) return { ok: true, csv, seal: 'missing' };
  return { ok: true, csv, seal: sha256Hex(pdf.subarray(0, sealAt)) === seal[1] ? 'matches' : 'differs' };
}
