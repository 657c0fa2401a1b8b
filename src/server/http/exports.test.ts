import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';
import { EXPORTS_PER_MINUTE } from './rate-limits';
import { seedConversation } from '../../../test/helpers/records';
import { membershipEvents } from '../db/schema';
import { sha256Hex } from '../../common/records/sha256';

let t: TestApp;
let alice: Awaited<ReturnType<typeof buildUser>>;
let bob: Awaited<ReturnType<typeof buildUser>>;
let mallory: Awaited<ReturnType<typeof buildUser>>;
let carol: Awaited<ReturnType<typeof buildUser>>;
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
  carol = await buildUser(t, { firstName: 'Carol', lastName: 'Cole' });
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
  // Carol is added on the 4th (after message 4), leaves on the 6th (after message 6), and joins again
  // from an invitation on the 8th at the very time of message 8 (a tie: after the message).
  await t.db.insert(membershipEvents).values([
    { conversationId, kind: 'added', actorId: alice.user.id, subjectId: carol.user.id, createdAt: at(4, 12) },
    { conversationId, kind: 'left', actorId: carol.user.id, subjectId: carol.user.id, createdAt: at(6, 12) },
    { conversationId, kind: 'joined', actorId: carol.user.id, subjectId: carol.user.id, createdAt: at(8) },
  ]);
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

/** A CSV export with its verification code recomputed: what someone rewriting the file could do. */
function reseal(csv: string): string {
  const body = csv.slice(0, csv.lastIndexOf('Verification code,'));
  return `${body}Verification code,${sha256Hex(Buffer.from(body, 'utf8'))}\r\n`;
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
    const rows = (csv: string) => csv.split('\r\n').filter((l) => /^(message|membership),/.test(l)).length;
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
    expect(res.body.match(/^message,\d+,\d+,2026-/gm)).toHaveLength(4);
    // Membership changes follow the same dates: Carol added on the 4th and leaving on the 6th.
    expect(res.body.match(/^membership,/gm)).toHaveLength(2);
    expect(res.body).toContain('\r\nMembership changes,2,');
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
    expect(result.out).toContain(`The chain breaks at message #5 (ID ${messageIds[4]})`);

    // Removing a message row, even with a recomputed verification code, is caught by the chain and counts.
    const lines = csv.split('\r\n');
    const rowIndex = lines.findIndex((l) => l.startsWith(`message,4,${messageIds[3]},`));
    const withoutRow = [...lines.slice(0, rowIndex), ...lines.slice(rowIndex + 2)].join('\r\n');
    const dropped = runVerify(save('dropped.csv', withoutRow));
    expect(dropped.status).toBe(1);

    // A changed receipt time is not in the chain, but the verification code covers it.
    const receipt = csv.replace('2026-01-01T10:30:00.000+00:00', '2026-01-01T10:31:00.000+00:00');
    const receiptResult = runVerify(save('receipt.csv', receipt));
    expect(receiptResult.status).toBe(1);
    expect(receiptResult.out).toContain('verification code does not match');
  });

  it('lists who came and went as membership rows, in time order among the messages', async () => {
    const csv = (await bob.client({ method: 'GET', url: exportUrl('format=csv') })).body;
    expect(csv.startsWith('"Parley conversation export",3\r\n')).toBe(true);
    expect(csv).toContain(
      '\r\nMembership changes,3,"3 membership changes (people added, removed, leaving or joining) are listed',
    );
    const entries = csv
      .split('\r\n')
      .filter((l) => /^(message|membership),/.test(l))
      .map((l) => (l.startsWith('message,') ? `#${l.split(',')[1]}` : l));
    expect(entries.slice(3, 11)).toEqual([
      '#4',
      `membership,,,${'2026-01-04T12:30:00.000+00:00'},,,,,,,,,,,,,,,,,"Alice Archer added Carol Cole",added,"Alice Archer",${alice.user.id},"Carol Cole",${carol.user.id}`,
      '#5',
      '#6',
      `membership,,,2026-01-06T12:30:00.000+00:00,,,,,,,,,,,,,,,,,"Carol Cole left",left,"Carol Cole",${carol.user.id},"Carol Cole",${carol.user.id}`,
      '#7',
      '#8',
      `membership,,,2026-01-08T09:30:00.000+00:00,,,,,,,,,,,,,,,,,"Carol Cole joined from an invitation",joined,"Carol Cole",${carol.user.id},"Carol Cole",${carol.user.id}`,
    ]);
    expect(entries).toHaveLength(13);

    const verified = runVerify(save('membership.csv', csv));
    expect(verified.status).toBe(0);
    expect(verified.out).toContain('All 10 included messages verify');
    expect(verified.out).toContain('Membership changes in the file (not chained; covered by the code): 3');
  });

  it('fails verification when a membership row is changed, dropped or added', async () => {
    const csv = (await alice.client({ method: 'GET', url: exportUrl('format=csv') })).body;
    const rejected = (name: string, text: string) => {
      expect(text).not.toBe(csv);
      const result = runVerify(save(name, text));
      expect(result.status, name).toBe(1);
      return result.out;
    };
    // Membership changes are not in the message chain: the verification code is what covers them.
    expect(
      rejected(
        'event-changed.csv',
        csv.replace('"Carol Cole left",left', '"Carol Cole joined from an invitation",joined'),
      ),
    ).toContain('verification code does not match');
    rejected(
      'event-retimed.csv',
      csv.replace('2026-01-06T12:30:00.000+00:00', '2026-01-09T12:30:00.000+00:00'),
    );

    // Dropping or doubling a row and recomputing the code still leaves the stated count to disagree.
    const leftLine = csv.split('\r\n').find((l) => l.includes('"Carol Cole left"'))!;
    const dropped = rejected('event-dropped.csv', reseal(csv.replace(`${leftLine}\r\n`, '')));
    expect(dropped).toContain('The export states 3 membership changes but holds 2.');
    expect(
      rejected('event-added.csv', reseal(csv.replace(leftLine, `${leftLine}\r\n${leftLine}`))),
    ).toContain('The export states 3 membership changes but holds 4.');
    // A sentence that says something other than its columns is caught even with a recomputed code.
    expect(
      rejected(
        'event-mismatch.csv',
        reseal(csv.replace('"Carol Cole left",left', '"Carol Cole was removed",left')),
      ),
    ).toContain('does not agree with its own columns');
    // The message chain verifies exactly as before: the membership rows never enter it.
    expect(dropped).toContain('All 10 included messages verify');
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
    // Who came and went, as events between the messages (not messages), in time order.
    expect(text).toContain('3 membership changes (someone added, removed, leaving or joining)');
    const added = text.indexOf('12:30:00 Membership change · Alice Archer added Carol Cole (not a message)');
    const left = text.indexOf('12:30:00 Membership change · Carol Cole left (not a message)');
    const row = (seq: number) => text.search(new RegExp(`#${seq} +09:30:00 `));
    expect(added).toBeGreaterThan(row(4));
    expect(added).toBeLessThan(row(5));
    expect(left).toBeGreaterThan(row(6));
    expect(left).toBeLessThan(row(7));
    expect(text).toContain('Carol Cole joined from an invitation');

    // The cover says in plain words what the record proves and how to check it, without an account.
    expect(text).toContain('What it proves, and what it does not');
    expect(text).toMatch(/Open http:\/\/parley\.test\/verify in a web browser/);
    expect(text).toContain('Alice Archer (made this export), Bob Baker');
    // Days are written out and times are local to the zone named on the cover (UTC when none is asked).
    expect(text).toContain('Every time in this record is local time in UTC (UTC+00:00).');
    expect(text).toContain('Saturday, 3 January 2026');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    // One number per message, the same in the row, the CSV and the verifier: no database id beside it.
    expect(text).not.toMatch(/message \d+ · hash/);

    const flipped = Buffer.from(pdf);
    flipped[Math.floor(flipped.length / 3)] ^= 0x01;
    const bad = runVerify(save('flipped.pdf', flipped));
    expect(bad.status).toBe(1);
    expect(bad.out).toContain('NOT INTACT');

    const unsealed = pdf.subarray(0, pdf.lastIndexOf('%PARLEY-SEAL'));
    expect(runVerify(save('unsealed.pdf', unsealed)).status).toBe(1);
  });
});

describe('PDF times and density', { timeout: 120_000 }, () => {
  it('shows local times in the zone the exporter asks for, and refuses an unknown zone', async () => {
    const res = await alice.client({ method: 'GET', url: exportUrl('format=pdf&tz=America/New_York') });
    expect(res.statusCode).toBe(200);
    const text = spawnSync('pdftotext', ['-layout', save('new-york.pdf', res.rawPayload), '-'], {
      encoding: 'utf8',
    }).stdout;
    expect(text).toContain('local time in America/New_York (UTC−05:00).');
    // 09:30 UTC on 1 January is 04:30 in New York.
    expect(text).toMatch(/#1 +04:30:00 +Alice Archer/);
    const bad = await alice.client({ method: 'GET', url: exportUrl('format=pdf&tz=Mars/Olympus') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Unknown time zone');
  });

  it('fits more than 25 ordinary messages on a page, numbered as the verifier names them', async () => {
    const dana = await buildUser(t, { firstName: 'Dana', lastName: 'Doe' });
    const evan = await buildUser(t, { firstName: 'Evan', lastName: 'Eve' });
    const { conversationId: id } = await seedConversation(t.db, {
      name: 'A busy afternoon',
      participantIds: [dana.user.id, evan.user.id],
      messages: Array.from({ length: 60 }, (_, i) => ({
        senderId: i % 2 ? evan.user.id : dana.user.id,
        finalContent: i % 3 ? 'Running ten minutes late, sorry.' : 'Can you bring the blue coat on Friday?',
        createdAt: new Date(Date.UTC(2026, 2, 3, 14, i)),
        receipts: [{ userId: i % 2 ? dana.user.id : evan.user.id, deliveredAt: null, seenAt: null }],
      })),
    });
    const res = await dana.client({ method: 'GET', url: `/api/conversations/${id}/export?format=pdf` });
    const file = save('busy.pdf', res.rawPayload);
    const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).stdout;
    const pages = text.split('\f');
    const rowsOn = (page: string) => page.match(/^#\d+ /gm)?.length ?? 0;
    expect(rowsOn(pages[1])).toBeGreaterThanOrEqual(25);
    expect(pages.reduce((n, page) => n + rowsOn(page), 0)).toBe(60);
    expect(runVerify(file).status).toBe(0);
  });
});

describe('export limits', () => {
  it('are per person: a script cannot queue export after export in front of everyone else’s', async () => {
    const dana = await buildUser(t, { firstName: 'Dana', lastName: 'Doe' });
    const evan = await buildUser(t, { firstName: 'Evan', lastName: 'Eve' });
    const { conversationId: id } = await seedConversation(t.db, {
      name: 'Loop',
      participantIds: [dana.user.id, evan.user.id],
      messages: [{ senderId: dana.user.id, finalContent: 'hello', createdAt: at(1) }],
    });
    const url = `/api/conversations/${id}/export?format=csv`;
    for (let i = 0; i < EXPORTS_PER_MINUTE; i++)
      expect((await dana.client({ method: 'GET', url })).statusCode).toBe(200);
    const refused = await dana.client({ method: 'GET', url });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Too many requests/);
    expect((await evan.client({ method: 'GET', url })).statusCode).toBe(200);
  });
});
