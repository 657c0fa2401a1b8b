import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';
import { messageSummary, verifyExportFile } from './verify-file';

// Exports written before membership changes were added (format 1), kept byte for byte as Parley wrote
// them: files people already hold must go on verifying.
const v1Csv = fs.readFileSync('test/fixtures/export-v1.csv');
const v1Pdf = fs.readFileSync('test/fixtures/export-v1.pdf');

describe('verifying exports of an earlier format', () => {
  it('verifies a format 1 CSV and PDF, with no membership count', () => {
    for (const [bytes, kind] of [
      [v1Csv, 'csv'],
      [v1Pdf, 'pdf'],
    ] as const) {
      const report = verifyExportFile(bytes);
      expect(report.problems, kind).toEqual([]);
      expect(report).toMatchObject({ ok: true, kind, messageCount: 3 });
      expect(report.checks).toContain(
        'All 3 included messages verify: each hash matches its message and links to the one before it.',
      );
      expect(report.membershipCount).toBeUndefined();
    }
  });

  it('still fails a changed format 1 file', () => {
    const edited = verifyExportFile(Buffer.from(v1Csv.toString('utf8').replace('at 5', 'at 6')));
    expect(edited.ok).toBe(false);
    expect(edited.brokenAtMessageId).toBe(102);
  });

  it('names each message that was altered, out of place or missing, and keeps the others intact', () => {
    const text = v1Csv.toString('utf8');
    const statuses = (bytes: string) =>
      verifyExportFile(new TextEncoder().encode(bytes)).messages?.map((m) => `#${m.seq} ${m.status}`);

    const edited = verifyExportFile(new TextEncoder().encode(text.replace('at 5', 'at 6')));
    expect(edited.messages?.map((m) => m.status)).toEqual(['intact', 'altered', 'intact']);
    expect(edited.problems).toContain(
      'The chain breaks at message #2 (ID 102): its content does not match its hash (it was changed after it was stored).',
    );
    expect(messageSummary(edited)).toBe('3 messages in the file: 2 intact, 1 altered (#2).');

    const lines = text.split('\r\n');
    const withoutSecond = lines.filter((l) => !l.startsWith('2,102,')).join('\r\n');
    expect(statuses(withoutSecond)).toEqual(['#1 intact', '#3 out-of-place']);
    const dropped = verifyExportFile(new TextEncoder().encode(withoutSecond));
    expect(dropped.missing).toEqual([{ first: 2, last: 2 }]);
    expect(dropped.problems).toContain('Message #2 is missing from the file.');
    expect(messageSummary(dropped)).toBe(
      '2 messages in the file: 1 intact, 1 out of place (#3), missing: #2.',
    );
  });

  it('does not pass a file of a newer format than it reads', () => {
    const text = v1Csv
      .toString('utf8')
      .replace('"Parley conversation export",1', '"Parley conversation export",9');
    const body = text.slice(0, text.lastIndexOf('Verification code,'));
    const report = verifyExportFile(
      Buffer.from(`${body}Verification code,${sha256Hex(Buffer.from(body, 'utf8'))}\r\n`),
    );
    expect(report.ok).toBe(false);
    expect(report.problems).toContain(
      'This export is in format 9, newer than this copy of Parley reads (up to 3): check it with a newer Parley.',
    );
  });
});
