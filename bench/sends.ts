/**
 * The send path's database work alone, without HTTP or sockets: `sendMessage` (the domain operation
 * POST /api/messages calls) SENDS_TOTAL times with SENDS_IN_FLIGHT at once, spread over the bench's
 * 1,000 people in 200 conversations of 5, on the embedded database (on disk, durable, as `npm start`
 * runs it) or on PostgreSQL (DATABASE_URL). Prints the process's CPU per send (the database thread
 * included; PostgreSQL's own processes not) and sends per second.
 *
 *   npx tsx bench/sends.ts                     # embedded
 *   DATABASE_URL=postgres://... npx tsx bench/sends.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseTarget } from '../src/server/db/client';
import { withScratchPostgres } from './scratch-postgres';
import { seed } from './seed';
import { senderRows, sendWords, turnOf } from './domain-sends';

const total = Number(process.env.SENDS_TOTAL ?? 5000);
const inFlight = Number(process.env.SENDS_IN_FLIGHT ?? 16);

async function run(target: DatabaseTarget, label: string): Promise<void> {
  const conversations = await seed(target, { clients: 1000, conversations: 200, groupSize: 5 });
  const handle = await openDatabase(target);
  const { db } = handle;
  const senders = await senderRows(db, conversations);
  const sendOne = (n: number) => {
    const { conversation, member } = turnOf(conversations, n);
    return sendWords(db, senders.get(member.id)!, conversation.id, n);
  };
  const pass = async (count: number) => {
    let next = 0;
    const worker = async () => {
      while (next < count) await sendOne(next++);
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
  };
  await pass(500); // warm-up: JIT, plans, pool
  const cpu = process.cpuUsage();
  const started = performance.now();
  await pass(total);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(
    `| ${label} | ${total} sends, ${inFlight} in flight | ${(cpuMs / total).toFixed(3)} ms CPU per send | ` +
      `${(total / seconds).toFixed(0)} sends/s | load average ${os.loadavg()[0].toFixed(1)} |`,
  );
  await handle.close();
}

const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  await withScratchPostgres(databaseUrl, (url) => run({ kind: 'postgres', url }, 'PostgreSQL'));
} else {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-sends-'));
  try {
    await run({ kind: 'embedded', dir: path.join(dir, 'db') }, 'embedded PGlite');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
process.exit(0);
