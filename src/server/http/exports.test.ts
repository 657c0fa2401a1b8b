import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { seedConversation } from '../../../test/helpers/records';

let t: TestApp;
let alice: Awaited<ReturnType<typeof buildUser>>;
let bob: Awaited<ReturnType<typeof buildUser>>;
let mallory: Awaited<ReturnType<typeof buildUser>>;
let conversationId: string;
let messageIds: number[];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-export-'));

const BOB_SECRET_DRAFT = 'Bob draft: you are impossible and I am furious';
const ALICE_DRAFT = 'Alice draft: this is the last straw';
const at = (day: number, hour = 9) => new Date(Date.UTC(2026, 0, day, hour, 30));

beforeAll(async () => {
  t = await buildTestApp();
  alice = await buildUser(t, { firstName: 'Alice', lastName: 'Archer' });
  bob = await buildUser(t, { firstName: 'Bob', lastName: 'Baker' });
  mallory = await buildUser(t, { firstName: 'Mallory', lastName: 'Mole' });
  // Ten messages, one a day from January 1st to 10th, alternating senders; 3 and 4 were rewritten.
  const seeded = await seedConversation(t.db, {
    name: 'School pickups',
    participantIds: [alice.user.id, bob.user.id],
    messages: Array.from({ length: 10 }, (_, i) => {
      const fromAlice = i % 2 === 0;
      const drafts =
        i === 2
          ? { originalContent: ALICE_DRAFT, rewrittenContent: 'Alice calm: can we talk about Friday?' }
          : i === 3
            ? { originalContent: BOB_SECRET_DRAFT, rewrittenContent: 'Bob calm: I hear you.' }
            : {};
      return {
        senderId: fromAlice ? alice.user.id : bob.user.id,
        finalContent:
          i === 5 ? '=HYPERLINK("http://evil")' : `Message ${i + 1}, "quoted", with a comma\nand a new line`,
        wasRewritten: i === 2 || i === 3,
        ...drafts,
        createdAt: at(i + 1),
        receipts: [
          {
            userId: fromAlice ? bob.user.id : alice.user.id,
            deliveredAt: at(i + 1, 10),
            seenAt: i === 9 ? null : at(i + 1, 11),
          },
        ],
      };
    }),
  });
  conversationId = seeded.conversationId;
  messageIds = seeded.messageIds;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const exportUrl = (query: string) => `/api/conversations/${conversationId}/export?${query}`;

function runVerify(file: string) {
  const result = spawnSync(process.execPath, [path.resolve('bin/parley.mjs'), 'verify', file], {
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: result.status, out: result.stdout + result.stderr };
}

function save(name: string, data: Buffer | string): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, data);
  return file;
}

/** Every stream of a PDF, inflated where compressed: the text a reader (or a snoop) could get out of it. */
function pdfStreams(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const data = pdf.subarray(start, end);
    try {
      parts.push(inflateSync(data).toString('utf8'));
    } catch {
      parts.push(data.toString('utf8'));
    }
  }
  return parts.join('\n');
}

describe('GET /api/conversations/:id/export', { timeout: 120_000 }, () => {
  it('requires authentication', async () => {
    const res = await t.app.inject({ method: 'GET', url: exportUrl('format=csv') });
    expect(res.statusCode).toBe(401);
  });

  it('hides the conversation from non-participants', async () => {
    const res = await mallory.client({ method: 'GET', url: exportUrl('format=csv') });
    expect(res.statusCode).toBe(404);
    const unknown = await alice.client({
      method: 'GET',
      url: '/api/conversations/00000000-0000-4000-8000-000000000000/export?format=csv',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await alice.client({ method: 'GET', url: '/api/conversations/nope/export?format=csv' });
    expect(malformed.statusCode).toBe(404);
  });

  it('rejects invalid input with a clear message', async () => {
    for (const query of ['format=xls', '', 'format=csv&from=yesterday', 'format=pdf&to=2026-13-45']) {
      const res = await alice.client({ method: 'GET', url: exportUrl(query) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const backwards = await alice.client({
      method: 'GET',
      url: exportUrl('format=csv&from=2026-01-05&to=2026-01-02'),
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date must be before the end date');
  });

  it('reads dates at the ends of the calendar as "from the start" and "to the end"', async () => {
    const everything = await alice.client({ method: 'GET', url: exportUrl('format=csv') });
    const rows = (csv: string) => csv.split('\r\n').filter((l) => /^\d+,/.test(l)).length;
    expect(rows(everything.body)).toBeGreaterThan(0);
    for (const query of [
      'from=0000-01-01',
      'to=9999-12-31',
      'to=9999-12-31T23:59:59.999Z',
      'from=0000-01-01&to=9999-12-31T23:59:59-23:59',
    ]) {
      const res = await alice.client({ method: 'GET', url: exportUrl(`format=csv&${query}`) });
      expect(res.statusCode, query).toBe(200);
      expect(rows(res.body), query).toBe(rows(everything.body));
    }
  });

  it('exports every message as CSV with times, senders, rewrite use and receipts', async () => {
    const res = await alice.client({ method: 'GET', url: exportUrl('format=csv') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="parley-school-pickups-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const csv = res.body;
    expect(csv).toContain('"All 10 messages are included."');
    expect(csv).toContain('2026-01-03T09:30:00.000+00:00,"Alice Archer"');
    expect(csv).toContain('"Bob Baker: 2026-01-01T10:30:00.000+00:00"');
    expect(csv).toContain('"Alice Archer: not seen"');
    // A formula is defused for spreadsheets, and still verifies (the guard is undone when checking).
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toMatch(/\r\nChain head,[0-9a-f]{64}\r\nVerification code,[0-9a-f]{64}\r\n$/);
    const verified = runVerify(save('whole.csv', csv));
    expect(verified.out).toContain('INTACT');
    expect(verified.status).toBe(0);
  });

  it('gives the exporter their own drafts and never another sender’s', async () => {
    const mine = (await alice.client({ method: 'GET', url: exportUrl('format=csv') })).body;
    expect(mine).toContain(ALICE_DRAFT);
    expect(mine).not.toContain(BOB_SECRET_DRAFT);
    expect(mine).not.toContain('Bob calm: I hear you.');
    const his = (await bob.client({ method: 'GET', url: exportUrl('format=csv') })).body;
    expect(his).toContain(BOB_SECRET_DRAFT);
    expect(his).not.toContain(ALICE_DRAFT);
    const pdf = (await alice.client({ method: 'GET', url: exportUrl('format=pdf') })).rawPayload;
    const everything = pdfStreams(pdf) + pdf.toString('latin1');
    expect(everything).toContain('School pickups');
    expect(everything).not.toContain(BOB_SECRET_DRAFT);
    expect(everything).not.toContain('Bob calm');
  });

  it('states exactly what a date range leaves out, and the segment still verifies', async () => {
    const res = await alice.client({
      method: 'GET',
      url: exportUrl('format=csv&from=2026-01-03&to=2026-01-06'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '"Messages 3–6 of 10 included; messages 1–2 and 7–10 of 10 omitted (outside the chosen dates)."',
    );
    expect(res.body.match(/^\d+,\d+,2026-/gm)).toHaveLength(4);
    expect(runVerify(save('range.csv', res.body)).status).toBe(0);

    const tail = await alice.client({
      method: 'GET',
      url: exportUrl(`format=csv&from=${encodeURIComponent('2026-01-10T00:00:00+01:00')}`),
    });
    expect(tail.body).toContain(
      '"Message 10 of 10 included; messages 1–9 of 10 omitted (outside the chosen dates)."',
    );
    const none = await alice.client({ method: 'GET', url: exportUrl('format=csv&from=2027-01-01') });
    expect(none.body).toContain('No message falls in the chosen dates: all 10 messages are omitted.');
    expect(runVerify(save('none.csv', none.body)).status).toBe(0);
  });

  it('fails verification after any edit to a CSV, naming the message', async () => {
    const csv = (await alice.client({ method: 'GET', url: exportUrl('format=csv') })).body;
    const edited = csv.replace('Message 5, ', 'Message 5; ');
    expect(edited).not.toBe(csv);
    const result = runVerify(save('edited.csv', edited));
    expect(result.status).toBe(1);
    expect(result.out).toContain('NOT INTACT');
    expect(result.out).toContain(`The chain breaks at message ${messageIds[4]}`);

    // Removing a message row, even with a recomputed verification code, is caught by the chain and counts.
    const lines = csv.split('\r\n');
    const rowIndex = lines.findIndex((l) => l.startsWith(`4,${messageIds[3]},`));
    const withoutRow = [...lines.slice(0, rowIndex), ...lines.slice(rowIndex + 2)].join('\r\n');
    const dropped = runVerify(save('dropped.csv', withoutRow));
    expect(dropped.status).toBe(1);

    // A changed receipt time is not in the chain, but the verification code covers it.
    const receipt = csv.replace('2026-01-01T10:30:00.000+00:00', '2026-01-01T10:31:00.000+00:00');
    const receiptResult = runVerify(save('receipt.csv', receipt));
    expect(receiptResult.status).toBe(1);
    expect(receiptResult.out).toContain('verification code does not match');
  });

  it('exports a paginated PDF that verifies, and fails after any edit', async () => {
    const res = await alice.client({ method: 'GET', url: exportUrl('format=pdf') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = res.rawPayload;
    const file = save('whole.pdf', pdf);
    const ok = runVerify(file);
    expect(ok.out).toContain('INTACT');
    expect(ok.status).toBe(0);

    const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout;
    expect(text).toContain('School pickups');
    expect(text).toContain('Not legal advice. Not court-approved in every jurisdiction.');
    expect(text).toMatch(/Page 1\n/);
    expect(text).toMatch(/This is the last page: the PDF has \d+ pages?\./);
    expect(text).toContain('Verification code');
    expect(text).toContain(ALICE_DRAFT);

    const flipped = Buffer.from(pdf);
    flipped[Math.floor(flipped.length / 3)] ^= 0x01;
    const bad = runVerify(save('flipped.pdf', flipped));
    expect(bad.status).toBe(1);
    expect(bad.out).toContain('NOT INTACT');

    const unsealed = pdf.subarray(0, pdf.lastIndexOf('%PARLEY-SEAL'));
    expect(runVerify(save('unsealed.pdf', unsealed)).status).toBe(1);
  });
});
