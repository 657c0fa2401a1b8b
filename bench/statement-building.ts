/**
 * What issuing the send path's two hot statements costs on the app's thread, the database left out
 * (a client that answers at once): built per call with `db.execute(sql...)`, as before run 13, against
 * built once (db/prepared.ts), as the app does now. CPU time per call, three rounds.
 *
 *   npx tsx bench/statement-building.ts
 */
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from '../src/server/db/schema';
import { messageReceipts } from '../src/server/db/schema';
import { recordDeliveries } from '../src/server/domain/read-markers';
import { storeChainedMessages } from '../src/server/domain/store-message';
import type { Database } from '../src/server/db/client';

const fake = { query: async () => ({ rows: [], fields: [], affectedRows: 0 }) };
const db = drizzle({ client: fake as unknown as PGlite, schema }) as unknown as Database;
const stamps = Array.from({ length: 300 }, (_, i) => ({
  messageId: 1000 + i,
  userId: '6d0c6a46-3b8f-4a8e-9c1f-6e3f0c2d1a' + String(i).padStart(2, '0'),
  at: Date.now() + i,
}));
async function oldStamps(at: Date) {
  await db.execute(sql`
    insert into ${messageReceipts} (message_id, user_id, delivered_at)
    select d.message_id, d.user_id, ${at.toISOString()}::timestamptz
    from unnest(${sql.param(stamps.map((d) => d.messageId))}::bigint[],
                ${sql.param(stamps.map((d) => d.userId))}::uuid[]) as d(message_id, user_id)
    on conflict do nothing
  `);
}
const requests = Array.from({ length: 4 }, (_, i) => ({
  senderId: 'a0000000-0000-4000-8000-00000000000' + i,
  createdAt: new Date(),
  input: {
    conversationId: 'c0000000-0000-4000-8000-000000000000',
    clientId: 'x' + i,
    content: 'hello there ' + i,
    originalContent: null,
    rewrittenContent: null,
    wasRewritten: false,
    replyToMessageId: null,
    kind: 'message',
    payload: null,
    attachments: [],
  },
}));
async function oldStore() {
  await db.execute(sql`select * from parley_store_entries(${JSON.stringify(requests)}::jsonb)`);
}
async function time(label: string, n: number, f: () => Promise<unknown>) {
  for (let i = 0; i < n / 10; i++) await f();
  const c = process.cpuUsage();
  for (let i = 0; i < n; i++) await f();
  const u = process.cpuUsage(c);
  console.log(label, ((u.user + u.system) / n).toFixed(2), 'µs CPU per call');
}
for (let r = 0; r < 3; r++) {
  await time('stamps old (300)', 20000, () => oldStamps(new Date()));
  await time('stamps new (300)', 20000, () => recordDeliveries(db, stamps));
  await time('store batch old (4, JSON only)', 20000, oldStore);
  await time('store batch new (4, full)', 20000, () => storeChainedMessages(db, requests as never));
}
