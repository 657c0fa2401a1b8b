/**
 * The store function's own cost, one version against another in the same process and database: a
 * seeded embedded database (on disk, durable, as `npm start` runs it) takes `sendMessage` with
 * STORE_SENDS_IN_FLIGHT at once, and between rounds the migration files named replace the store
 * function in turn (each file's statements run as the migrator runs them), so the versions alternate
 * on the same data. Prints the process's CPU per send (the database thread included) per round.
 *
 *   STORE_VERSIONS=0020_store-entry.sql,0024_store-entry-statements.sql npx tsx bench/store-function.ts
 *
 * STORE_VERSIONS (files in src/server/db/migrations; the newest last is what the server runs after
 * this), STORE_SENDS (1500 a round), STORE_SENDS_IN_FLIGHT (16), STORE_ROUNDS (3).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { root } from './processes';
import { seed } from './seed';
import { senderRows, sendWords, turnOf } from './domain-sends';

const setting = (name: string, fallback: number) => Number(process.env[name] || fallback);
const perRound = setting('STORE_SENDS', 1500);
const inFlight = setting('STORE_SENDS_IN_FLIGHT', 16);
const rounds = setting('STORE_ROUNDS', 3);
const versions = (process.env.STORE_VERSIONS ?? '0020_store-entry.sql,0024_store-entry-statements.sql')
  .split(',')
  .filter(Boolean);
const statementsOf = (file: string) =>
  fs
    .readFileSync(path.join(root, 'src/server/db/migrations', file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => statement.trim() !== '');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-store-function-'));
try {
  const target = { kind: 'embedded' as const, dir: path.join(dir, 'db') };
  const conversations = await seed(target, { clients: 1000, conversations: 200, groupSize: 5 });
  const handle = await openDatabase(target);
  const { db } = handle;
  const senders = await senderRows(db, conversations);
  let n = 0;
  const sendOne = () => {
    const i = n++;
    const { conversation, member } = turnOf(conversations, i);
    return sendWords(db, senders.get(member.id)!, conversation.id, i);
  };
  const pass = async (count: number) => {
    let started = 0;
    const worker = async () => {
      while (started++ < count) await sendOne();
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
  };
  await pass(500); // warm-up: JIT, plans
  for (let round = 1; round <= rounds; round++) {
    for (const version of versions) {
      for (const statement of statementsOf(version)) await db.execute(sql.raw(statement));
      await pass(100); // the new function's plans
      const cpu = process.cpuUsage();
      const started = performance.now();
      await pass(perRound);
      const seconds = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      console.log(
        `| ${version} | round ${round} | ${((used.user + used.system) / 1000 / perRound).toFixed(3)} ms CPU per send | ` +
          `${(perRound / seconds).toFixed(0)} sends/s | load average ${os.loadavg()[0].toFixed(1)} |`,
      );
    }
  }
  await handle.close();
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
