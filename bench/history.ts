/**
 * npm run bench:history — the reads a long-lived account makes, at a size one machine may reach: one
 * person in HISTORY_CONVERSATIONS (300) conversations of HISTORY_MESSAGES (1,000) messages each, most
 * read up to the last few, a tenth with a backlog of 300. It times the conversation list (fetched at
 * start and again on most realtime events), the newest page of a conversation and an older one,
 * message search for a word in many messages and for one in none, and the CSV and PDF exports of one
 * conversation (with the longest stall of the app's thread while the PDFs are drawn), each
 * HISTORY_RUNS (15; the PDF 3) times after a warm-up, on the embedded database and, when DATABASE_URL
 * is set, on a scratch PostgreSQL database. The rows are written with plain SQL (the hash chain is not
 * what is measured). It prints; it never fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { systemClock } from '../src/server/clock';
import { openDatabase, type Database, type DatabaseTarget } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import type { UserRow } from '../src/server/domain/accounts';
import { loadConversationViews } from '../src/server/domain/conversation-views';
import { listMessages } from '../src/server/domain/messages';
import { searchMessages } from '../src/server/domain/search';
import { renderCsv } from '../src/common/records/csv';
import { loadConversationExport } from '../src/server/records/export';
import { renderPdfOffThread } from '../src/server/records/pdf-thread';
import { withScratchPostgres } from './scratch-postgres';

const setting = (name: string, fallback: number) => Number(process.env[name] || fallback);
const CONVERSATIONS = setting('HISTORY_CONVERSATIONS', 300);
const PER_CONVERSATION = setting('HISTORY_MESSAGES', 1000);
const RUNS = setting('HISTORY_RUNS', 15);

async function seedHistory(db: Database): Promise<{ viewer: UserRow; busiest: string }> {
  const people = await db
    .insert(users)
    .values(
      ['Viewer', 'Sam', 'Alex', 'Jo'].map((firstName) => ({
        firstName,
        lastName: 'Bench',
        email: `${firstName.toLowerCase()}-${Date.now()}@example.com`,
        passwordHash: 'not used',
      })),
    )
    .returning();
  const [viewer, ...others] = people as [UserRow, ...UserRow[]];
  const otherIds = sql.raw(`array[${others.map((o) => `'${o.id}'::uuid`).join(',')}]`);
  await db.execute(sql`
    with c as (
      insert into conversations (name, created_by_id)
      select 'History ' || g, ${viewer.id}::uuid from generate_series(1, ${CONVERSATIONS}) g
      returning id, substr(name, 9)::int as n)
    insert into conversation_participants (conversation_id, user_id)
    select id, ${viewer.id}::uuid from c
    union all select id, (${otherIds})[1 + n % 3] from c`);
  // One message in seven is the viewer's; "dinner" is in one in ten, "xylophone" in none.
  await db.execute(sql`
    insert into messages (conversation_id, sender_id, client_id, content, final_content, hash, created_at)
    select cp.conversation_id,
           case when g % 7 = 0 then ${viewer.id}::uuid else other.user_id end,
           gen_random_uuid()::text,
           'can you take the kids on ' || (array['monday', 'tuesday', 'friday'])[1 + g % 3] || case when g % 10 = 0 then ' after dinner' else '' end,
           'can you take the kids on ' || (array['monday', 'tuesday', 'friday'])[1 + g % 3] || case when g % 10 = 0 then ' after dinner' else '' end,
           md5(cp.conversation_id::text || g), now() - make_interval(mins => ${PER_CONVERSATION} - g)
    from conversation_participants cp
    cross join lateral (select user_id from conversation_participants p
                        where p.conversation_id = cp.conversation_id and p.user_id <> cp.user_id limit 1) other
    cross join generate_series(1, ${PER_CONVERSATION}) g
    where cp.user_id = ${viewer.id}::uuid`);
  await db.execute(sql`
    update conversation_participants cp set last_read_message_id =
      (select max(id) from messages m where m.conversation_id = cp.conversation_id)
        - case when substr(c.name, 9)::int % 10 = 0 then 300 else 3 end
    from conversations c where c.id = cp.conversation_id and cp.user_id = ${viewer.id}::uuid`);
  await db.execute(sql`analyze`);
  const [busiest] = (
    (await db.execute(
      sql`select conversation_id as id from conversation_participants where user_id = ${viewer.id}::uuid limit 1`,
    )) as unknown as { rows: Array<{ id: string }> }
  ).rows;
  return { viewer, busiest: busiest!.id };
}

async function time(label: string, run: () => Promise<unknown>, runs = RUNS): Promise<string> {
  await run();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (p: number) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))]!.toFixed(1);
  return `| ${label} | ${at(0.5)} | ${at(0.95)} |`;
}

const exportOf = (exporter: UserRow, conversationId: string) => ({
  conversationId,
  exporter,
  now: new Date(),
});

/** The longest gap between ticks of a 10 ms timer: how long the app's thread could not serve anyone. */
function stallWatch(): { stop: () => number } {
  let longest = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last - 10);
    last = now;
  }, 10);
  return {
    stop: () => {
      clearInterval(timer);
      return longest;
    },
  };
}

async function benchDatabase(label: string, target: DatabaseTarget): Promise<void> {
  const handle = await openDatabase(target);
  try {
    const seeding = performance.now();
    const { viewer, busiest } = await seedHistory(handle.db);
    const total = CONVERSATIONS * PER_CONVERSATION;
    console.log(
      `\n${label}: ${total.toLocaleString('en')} messages seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s\n`,
    );
    const db = handle.db;
    const page = await listMessages(db, systemClock, viewer, busiest, { limit: 50 });
    const rows = [
      await time('conversation list (GET /api/conversations)', () => loadConversationViews(db, viewer.id)),
      await time('newest page of a conversation', () =>
        listMessages(db, systemClock, viewer, busiest, { limit: 50 }),
      ),
      await time('an older page', () =>
        listMessages(db, systemClock, viewer, busiest, { before: page[0]!.id, limit: 50 }),
      ),
      await time('search, a word in one message in ten', () => searchMessages(db, viewer.id, 'dinner')),
      await time('search, a word in no message', () => searchMessages(db, viewer.id, 'xylophone')),
      await time(`CSV export of a conversation (${PER_CONVERSATION} messages)`, () =>
        loadConversationExport(db, exportOf(viewer, busiest)).then(renderCsv),
      ),
    ];
    const stall = stallWatch();
    rows.push(
      await time(
        `PDF export of a conversation (${PER_CONVERSATION} messages)`,
        () =>
          loadConversationExport(db, exportOf(viewer, busiest)).then((doc) =>
            renderPdfOffThread(doc, { timeZone: 'UTC', verifyUrl: 'http://localhost/verify' }),
          ),
        3,
      ),
    );
    console.log('| read | median ms | p95 ms |\n| --- | --- | --- |');
    for (const row of rows) console.log(row);
    console.log(`Longest stall of the app thread during the PDF exports: ${stall.stop().toFixed(0)} ms`);
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  console.log(
    `One person in ${CONVERSATIONS} conversations of ${PER_CONVERSATION} messages; ${RUNS} runs each after a warm-up; ` +
      `${os.cpus().length} CPUs, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}.`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-history-'));
  try {
    await benchDatabase('embedded PGlite', { kind: 'embedded', dir: path.join(dir, 'db') });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl)
    await withScratchPostgres(serverUrl, (url) => benchDatabase('PostgreSQL', { kind: 'postgres', url }));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
