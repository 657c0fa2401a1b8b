/**
 * What the embedded database's synchronous commit costs (README "Reliability"): sends the same
 * messages into a fresh on-disk database with it on and off, alternating, and prints the time per
 * stored message. A measurement, never a test: the figures depend on the disk and the machine's load.
 *
 *   npx tsx scripts/durability-cost.ts [messages per run, default 400] [rounds, default 3]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../src/server/clock';
import { openDatabase } from '../src/server/db/client';
import { registerUser } from '../src/server/domain/accounts';
import { createConversation } from '../src/server/domain/conversations';
import { storeChainedMessage } from '../src/server/domain/store-message';

const perRun = Number(process.argv[2] ?? 400);
const rounds = Number(process.argv[3] ?? 3);

async function run(durable: boolean): Promise<number[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-durability-'));
  const handle = await openDatabase({ kind: 'embedded', dir: path.join(dir, 'db'), durable });
  try {
    const person = (n: number) => ({
      firstName: 'Sam',
      lastName: `Person${n}`,
      email: `p${n}@example.com`,
      password: 'a long password',
    });
    const { result: a } = await registerUser(handle.db, systemClock, person(1));
    await registerUser(handle.db, systemClock, person(2));
    const {
      result: { conversationId },
    } = await createConversation(handle.db, a, {
      name: null,
      participantEmails: ['p2@example.com'],
    });
    const times: number[] = [];
    for (let i = 0; i < perRun; i++) {
      const started = performance.now();
      await storeChainedMessage(
        handle.db,
        a.id,
        {
          conversationId,
          clientId: crypto.randomUUID(),
          content: `Pickup moved to 5:30 on Friday, message ${i}.`,
          wasRewritten: false,
          originalContent: null,
          rewrittenContent: null,
          replyToMessageId: null,
          kind: 'message',
          payload: null,
          attachments: [],
        },
        systemClock.now(),
      );
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!;
const all: Record<'on' | 'off', number[]> = { on: [], off: [] };
for (let round = 1; round <= rounds; round++) {
  for (const durable of [true, false]) {
    const times = await run(durable);
    all[durable ? 'on' : 'off'].push(...times);
    const sorted = [...times].sort((x, y) => x - y);
    console.log(
      `round ${round}, synchronous commit ${durable ? 'on ' : 'off'}: p50 ${quantile(sorted, 0.5).toFixed(2)} ms, p99 ${quantile(sorted, 0.99).toFixed(2)} ms per message`,
    );
  }
}
for (const key of ['on', 'off'] as const) {
  const sorted = all[key].sort((x, y) => x - y);
  const mean = sorted.reduce((s, v) => s + v, 0) / sorted.length;
  console.log(
    `all rounds, synchronous commit ${key}: mean ${mean.toFixed(2)} ms, p50 ${quantile(sorted, 0.5).toFixed(2)} ms, p99 ${quantile(sorted, 0.99).toFixed(2)} ms (${sorted.length} messages); load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
}
