/**
 * The embedded database's two statements per message, apart: the store (as bench/sends.ts, 16 in
 * flight) and then the delivery stamps of the same messages (4 per message), written in flushes of
 * STAMPS_PER_FLUSH (a list: one round per size). Process CPU (both threads) per message.
 *
 *   STAMPS_PER_FLUSH=20,72,300 SENDS_TOTAL=1500 npx tsx bench/store-and-stamps.ts
 *   DURABLE=0 ...   # the WAL not synchronous, only to see what that costs
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { recordDeliveries } from '../src/server/domain/read-markers';
import { seed } from './seed';
import { senderRows, sendWords, turnOf } from './domain-sends';

const total = Number(process.env.SENDS_TOTAL ?? 2000);
const flushSizes = (process.env.STAMPS_PER_FLUSH ?? '72').split(',').map(Number);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-split-'));
const target = { kind: 'embedded' as const, dir: path.join(dir, 'db'), durable: process.env.DURABLE !== '0' };
const conversations = await seed(target, { clients: 1000, conversations: 200, groupSize: 5 });
const handle = await openDatabase(target);
const { db } = handle;
const senders = await senderRows(db, conversations);
const sent: Array<{ id: number; to: string[] }> = [];
const sendOne = async (n: number) => {
  const { conversation: c, member: m } = turnOf(conversations, n);
  const out = await sendWords(db, senders.get(m.id)!, c.id, n);
  sent.push({ id: out.result.row.id, to: c.members.map((x) => x.id).filter((id) => id !== m.id) });
};
const pass = async (count: number) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) await sendOne(next++);
    }),
  );
};
await pass(300);
for (let round = 0; round < flushSizes.length; round++) {
  const perFlush = flushSizes[round]!;
  sent.length = 0;
  let c = process.cpuUsage();
  await pass(total);
  let u = process.cpuUsage(c);
  const storeMs = (u.user + u.system) / 1000 / total;
  const now = Date.now();
  const stamps = sent.flatMap((s, i) => s.to.map((userId) => ({ messageId: s.id, userId, at: now + i })));
  c = process.cpuUsage();
  for (let i = 0; i < stamps.length; i += perFlush) await recordDeliveries(db, stamps.slice(i, i + perFlush));
  u = process.cpuUsage(c);
  const stampMs = (u.user + u.system) / 1000 / total;
  const stampSys = u.system / 1000 / total;
  console.log(
    `round ${round + 1}: store ${storeMs.toFixed(3)} ms/msg, stamps ${stampMs.toFixed(3)} ms/msg (system ${stampSys.toFixed(3)}) (${stamps.length / total} per msg, ${perFlush} per flush) load ${os.loadavg()[0].toFixed(1)}`,
  );
}
await handle.close();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
