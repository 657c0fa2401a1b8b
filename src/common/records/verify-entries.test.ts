import fs from 'node:fs';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { messageHash } from './chain';
import { renderCsv } from './csv';
import { attachmentPath, type ConversationExport, type ExportRow } from './export-format';
import { sha256Hex } from './sha256';
import { verifyExportFile } from './verify-file';

const conversationId = '5b0d7c9e-1f2a-4b3c-8d4e-6f7a8b9c0d1e';
const alice = { id: '6c1e8d0f-2a3b-4c5d-9e6f-7a8b9c0d1e2f', name: 'Alice Smith' };
const bob = { id: '7d2f9e1a-3b4c-4d6e-8f7a-8b9c0d1e2f3a', name: 'Bob Jones' };
const photo = new TextEncoder().encode('pretend these are the bytes of a re-encoded JPEG');
const scan = new TextEncoder().encode('%PDF-1.7 pretend this is a school letter');

/** A conversation of a text, a record of a kind this copy does not describe, and a message with two files. */
function exportWithEntries(): ConversationExport {
  const entries = [
    { sender: alice, text: 'Here is the plan.', kind: 'message', payload: null, files: [] },
    { sender: bob, text: '', kind: 'test.noted', payload: { title: 'Shoes', amountCents: 4599 }, files: [] },
    {
      sender: alice,
      text: 'The receipt and the letter',
      kind: 'message',
      payload: null,
      files: [
        { name: 'receipt.jpg', contentType: 'image/jpeg', size: photo.length, sha256: sha256Hex(photo) },
        { name: 'letter.pdf', contentType: 'application/pdf', size: scan.length, sha256: sha256Hex(scan) },
      ],
    },
  ];
  let prev: string | null = null;
  const rows = entries.map((e, i): ExportRow => {
    const createdAt = new Date(Date.UTC(2026, 10, 22, 9, i)).toISOString();
    const m = {
      id: 301 + i,
      conversationId,
      senderId: e.sender.id,
      createdAt,
      finalContent: e.text,
      originalContent: null,
      rewrittenContent: null,
      kind: e.kind,
      payload: e.payload,
      attachments: e.files,
    };
    const hash = messageHash(prev, m);
    const row: ExportRow = {
      seq: i + 1,
      id: m.id,
      createdAt,
      senderId: e.sender.id,
      senderName: e.sender.name,
      finalContent: e.text,
      rewriteUsed: false,
      drafts: 'none',
      originalContent: null,
      rewrittenContent: null,
      draftDigest: null,
      receipts: [],
      prevHash: prev,
      hash,
      kind: e.kind,
      payload: e.payload,
      sentence: e.kind === 'message' ? null : `${e.sender.name} noted Shoes`,
      attachments: e.files,
    };
    prev = hash;
    return row;
  });
  return {
    conversationId,
    conversationName: 'Pick-ups',
    exporterId: alice.id,
    exporterName: alice.name,
    exportedAt: '2026-11-23T10:00:00.000Z',
    from: null,
    to: null,
    total: rows.length,
    firstSeq: 1,
    lastSeq: rows.length,
    rows,
    participants: [alice, bob],
    events: [],
    chainHead: prev,
  };
}

/** Edits a CSV export and recomputes its verification code, as a forger would: only the chain can object. */
function forge(csv: string, from: string, to: string): Uint8Array {
  expect(csv).toContain(from);
  const text = csv.replace(from, to);
  const body = text.slice(0, text.lastIndexOf('Verification code,'));
  return new TextEncoder().encode(`${body}Verification code,${sha256Hex(body)}\r\n`);
}

describe('verifying records and attachments (format 3)', () => {
  it('still verifies format 2 files byte for byte as Parley wrote them', () => {
    for (const file of ['test/fixtures/export-v2.csv', 'test/fixtures/export-v2.pdf']) {
      const report = verifyExportFile(fs.readFileSync(file));
      expect(report.problems, file).toEqual([]);
      expect(report).toMatchObject({ ok: true, messageCount: 3, membershipCount: 1 });
      expect(report.recordCount).toBeUndefined();
    }
  });

  it('verifies records and attachments, listing the files the chain covers', () => {
    const csv = renderCsv(exportWithEntries());
    expect(csv.split('\r\n')[0]).toBe('"Parley conversation export",3');
    const report = verifyExportFile(new TextEncoder().encode(csv));
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ ok: true, messageCount: 3, recordCount: 1 });
    expect(report.attachments?.map((a) => [a.messageId, a.index, a.name])).toEqual([
      [303, 0, 'receipt.jpg'],
      [303, 1, 'letter.pdf'],
    ]);
    expect(report.checks.join('\n')).toContain('(test.noted) are proven by the chain');
  });

  it('names the record whose payload was changed, even with a recomputed code', () => {
    const csv = renderCsv(exportWithEntries());
    const report = verifyExportFile(forge(csv, '""amountCents"":4599', '""amountCents"":459'));
    expect(report).toMatchObject({ ok: false, brokenAtMessageId: 302 });
  });

  it('names the message whose file list was changed', () => {
    const csv = renderCsv(exportWithEntries());
    const report = verifyExportFile(forge(csv, sha256Hex(scan), sha256Hex(photo)));
    expect(report).toMatchObject({ ok: false, brokenAtMessageId: 303 });
  });

  it('refuses a text message that claims a record sentence', () => {
    const csv = renderCsv(exportWithEntries());
    const report = verifyExportFile(forge(csv, ',message,,,,', ',message,"Bob Jones paid",,,'));
    expect(report.ok).toBe(false);
    expect(report.problems).toContain('The record at message #1 (ID 301) does not say what its payload says.');
  });
});

describe('verifying an archive export (the export with its files)', () => {
  const archive = (files: Record<string, Uint8Array>) => {
    const csv = renderCsv(exportWithEntries());
    return zipSync({ 'parley-pick-ups.csv': new TextEncoder().encode(csv), ...files });
  };
  const photoPath = attachmentPath(303, 0, 'receipt.jpg');
  const scanPath = attachmentPath(303, 1, 'letter.pdf');

  it('checks every file against the SHA-256 its message’s hash covers', () => {
    const report = verifyExportFile(archive({ [photoPath]: photo, [scanPath]: scan }));
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ ok: true, kind: 'zip' });
    expect(report.checks).toContain('All 2 attached files match the SHA-256 their messages’ hashes cover.');
  });

  it('names the message whose file was altered or left out', () => {
    const altered = new Uint8Array(scan);
    altered[3] ^= 1;
    const changed = verifyExportFile(archive({ [photoPath]: photo, [scanPath]: altered }));
    expect(changed).toMatchObject({ ok: false, brokenAtMessageId: 303 });
    expect(changed.problems).toEqual([
      'Message #3 (ID 303): its attachment “letter.pdf” does not match the SHA-256 its message’s hash covers (the file was changed).',
    ]);
    const missing = verifyExportFile(archive({ [scanPath]: scan }));
    expect(missing.problems).toEqual([
      'Message #3 (ID 303): its attachment “receipt.jpg” is missing from the archive.',
    ]);
  });

  it('refuses an archive without exactly one export in it', () => {
    const report = verifyExportFile(zipSync({ [photoPath]: photo }));
    expect(report).toMatchObject({ ok: false, kind: 'zip' });
  });
});
