import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCsv } from '../../common/records/csv';
import type { ConversationExport, ExportRow } from '../../common/records/export-format';
import { renderPdfOffThread } from './pdf-thread';

const VIEW = { timeZone: 'UTC', verifyUrl: 'http://parley.test/verify' };
import { verifyExportFile } from '../../common/records/verify-file';

function exportOf(messageCount: number): ConversationExport {
  const rows: ExportRow[] = Array.from({ length: messageCount }, (_, i) => ({
    seq: i + 1,
    id: i + 1,
    createdAt: new Date(Date.UTC(2026, 0, 1, 8, i)).toISOString(),
    senderId: 'a',
    senderName: 'Alice Smith',
    finalContent: `Can you take the kids on Monday after dinner? We agreed on it last week (${i}).`,
    rewriteUsed: false,
    drafts: 'none',
    originalContent: null,
    rewrittenContent: null,
    draftDigest: null,
    receipts: [{ name: 'Bob Jones', deliveredAt: '2026-01-01T09:00:00.000Z', seenAt: null }],
    prevHash: null,
    hash: 'f'.repeat(64),
    kind: 'message',
    payload: null,
    sentence: null,
    attachments: [],
  }));
  return {
    conversationId: 'c',
    conversationName: 'Alice and Bob',
    exporterId: 'a',
    exporterName: 'Alice Smith',
    exportedAt: '2026-02-01T00:00:00.000Z',
    from: null,
    to: null,
    total: messageCount,
    firstSeq: messageCount ? 1 : 0,
    lastSeq: messageCount,
    rows,
    participants: [
      { id: 'a', name: 'Alice Smith' },
      { id: 'b', name: 'Bob Jones' },
    ],
    events: [],
    chainHead: null,
  };
}

describe('PDF exports drawn on their own thread', () => {
  it('keeps the app thread free while a long conversation is drawn', async () => {
    // A 10 ms timer on this thread keeps ticking while the PDF is drawn elsewhere; drawn here, the
    // whole layout would be one stall as long as the drawing itself.
    let longestStall = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    const pdf = await renderPdfOffThread(exportOf(1500), VIEW);
    const drawing = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 30));
    clearInterval(timer);

    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(longestStall).toBeLessThan(drawing / 2);
  });

  it('draws the same record the CSV holds, and several requests are served one after another', async () => {
    const docs = [exportOf(3), exportOf(0), exportOf(40)];
    const pdfs = await Promise.all(docs.map((doc) => renderPdfOffThread(doc, VIEW)));
    pdfs.forEach((pdf, i) => {
      // The rows' hashes are made up, so only the seal and the attached record's code are compared.
      const report = verifyExportFile(pdf);
      expect(report.kind).toBe('pdf');
      expect(report.verificationCode).toBe(/([0-9a-f]{64})\r\n$/.exec(renderCsv(docs[i]!))?.[1]);
    });
  });

  it('answers 413 with what to do instead when a drawing outgrows its memory', async () => {
    await expect(renderPdfOffThread(exportOf(3000), VIEW, 4)).rejects.toMatchObject({
      statusCode: 413,
      message: 'This conversation is too long for one PDF. Choose a shorter date range, or export it as CSV.',
    });
  });

  it('reports a drawing that fails, and the next one still works', async () => {
    const broken = { ...exportOf(1), rows: null } as unknown as ConversationExport;
    await expect(renderPdfOffThread(broken, VIEW)).rejects.toThrow(/The PDF could not be drawn/);
    expect((await renderPdfOffThread(exportOf(2), VIEW)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});

describe('a PDF of many pages', () => {
  it('numbers every page, heads each with the conversation, and says on the last how many there are', async () => {
    // Sized so that a page breaks between a label and its text ("Delivered: " | "Bob Jones: ...").
    const doc = exportOf(24);
    doc.rows[9]!.finalContent = 'A long message that runs over a page break. '.repeat(60);
    for (const row of doc.rows) row.receipts[0]!.seenAt = row.createdAt;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-pdf-'));
    const file = path.join(dir, 'long.pdf');
    fs.writeFileSync(file, await renderPdfOffThread(doc, VIEW));
    const pages = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout.split('\f');
    const words = spawnSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' }).stdout;
    fs.rmSync(dir, { recursive: true, force: true });
    const count = pages.filter((p) => p.trim()).length;
    expect(count).toBeGreaterThan(3);
    pages.slice(0, count).forEach((text, i) => {
      expect(text).toContain('Parley · Alice and Bob');
      expect(text).toContain(`Page ${i + 1}\n`);
    });
    expect(pages[count - 1]).toContain(`This is the last page: the PDF has ${count} pages.`);
    // Nothing is drawn over anything else, the header over a text that ran onto the page included.
    expect(overlappingWords(words)).toEqual([]);
  });
});

/** Pairs of words drawn over each other, per page, from `pdftotext -bbox`. */
function overlappingWords(bboxHtml: string): string[] {
  const overlaps: string[] = [];
  bboxHtml.split('<page ').forEach((page, pageIndex) => {
    const boxes = [
      ...page.matchAll(/xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
    ].map((m) => ({ x0: +m[1]!, y0: +m[2]!, x1: +m[3]!, y1: +m[4]!, word: m[5]! }));
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
        const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
        if (width > 1 && height > 1) overlaps.push(`page ${pageIndex}: ${a.word} / ${b.word}`);
      }
  });
  return overlaps;
}
