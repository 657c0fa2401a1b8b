/**
 * npm run test:crash: people keep sending messages (retrying each with its clientId until it is
 * acknowledged) while the server is killed with SIGKILL on a schedule, on the embedded database
 * and on PostgreSQL. Then every acknowledged message must be stored exactly once, and every
 * conversation's hash chain must verify. CRASH_SECONDS sets how long each database is attacked.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyExportFile } from '../../src/common/records/verify-file';
import { MESSAGE_PAGE_MAX } from '../../src/common/constants';
import { createScratchDatabase } from '../helpers/scratch-database';
import { call, newPerson, type Person } from './people';
import { buildServer, ServerProcess } from './server-process';

const SECONDS = Number(process.env.CRASH_SECONDS ?? 60);
const SENDERS = 8;
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let build: string;
beforeAll(() => {
  build = buildServer();
});
afterAll(() => fs.rmSync(build, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Outcome {
  acknowledged: Map<string, string>; // clientId -> conversationId
  kills: number;
  retries: number;
}

/** Sends until `until`, each message retried with its clientId until acknowledged; paced under the per-person limit. */
async function sender(
  server: ServerProcess,
  me: Person,
  conversationId: string,
  until: number,
  out: Outcome,
) {
  while (Date.now() < until) {
    const clientId = crypto.randomUUID();
    for (;;) {
      try {
        const res = await call(server.url, me, 'POST', '/api/messages', {
          conversationId,
          clientId,
          content: `crash-test ${clientId}`,
        });
        if (res.status === 201 || res.status === 200) {
          out.acknowledged.set(clientId, conversationId);
          break;
        }
        if (res.status < 500 && res.status !== 429)
          throw new Error(`send refused: ${res.status} ${res.text}`);
      } catch (err) {
        if (err instanceof Error && err.message.startsWith('send refused')) throw err;
        // The server is down or went down mid-request: retry the same message.
      }
      out.retries += 1;
      if (Date.now() > until + 120_000) return; // never acknowledged: not counted
      await sleep(200);
    }
    await sleep(250);
  }
}

/** Kills the server at a random moment 1-5 s after each (re)start, sometimes while it is starting. */
async function killer(server: ServerProcess, until: number, out: Outcome) {
  while (Date.now() < until) {
    await sleep(1000 + Math.random() * 4000);
    if (Date.now() >= until) break;
    await server.kill();
    out.kills += 1;
    const starting = server.start();
    if (Math.random() < 0.25 && Date.now() + 3000 < until) {
      // During start-up recovery now and then.
      await sleep(300 + Math.random() * 1500);
      await server.kill();
      await starting.catch(() => undefined);
      out.kills += 1;
      await server.start();
    } else await starting;
  }
}

async function allMessages(server: ServerProcess, me: Person, conversationId: string): Promise<string[]> {
  const contents: string[] = [];
  let before: number | undefined;
  for (;;) {
    const query = `?limit=${MESSAGE_PAGE_MAX}${before ? `&before=${before}` : ''}`;
    const res = await call(server.url, me, 'GET', `/api/messages/${conversationId}${query}`);
    expect(res.status, res.text).toBe(200);
    const page = res.json as Array<{ id: number; content: string }>;
    contents.push(...page.map((m) => m.content));
    if (page.length < MESSAGE_PAGE_MAX) return contents;
    before = page[0]!.id;
  }
}

async function attack(server: ServerProcess, label: string) {
  await server.start();
  const people: Person[] = [];
  for (let i = 0; i < SENDERS; i++) people.push(await newPerson(server.url, `crash-${label}`));
  // Conversations of two; both people send.
  const conversations: string[] = [];
  for (let i = 0; i < SENDERS; i += 2) {
    const res = await call(server.url, people[i]!, 'POST', '/api/conversations', {
      participantEmails: [people[i + 1]!.email],
    });
    expect(res.status, res.text).toBe(201);
    conversations.push((res.json as { id: string }).id);
  }
  const out: Outcome = { acknowledged: new Map(), kills: 0, retries: 0 };
  const until = Date.now() + SECONDS * 1000;
  await Promise.all([
    killer(server, until, out),
    ...people.map((p, i) => sender(server, p, conversations[Math.floor(i / 2)]!, until, out)),
  ]);
  if (!server.running) await server.start();

  let lost = 0;
  let duplicates = 0;
  for (const [index, conversationId] of conversations.entries()) {
    const owner = people[index * 2]!;
    const counts = new Map<string, number>();
    for (const content of await allMessages(server, owner, conversationId)) {
      const clientId = content.replace(/^crash-test /, '');
      counts.set(clientId, (counts.get(clientId) ?? 0) + 1);
    }
    for (const [clientId, where] of out.acknowledged) {
      if (where === conversationId && !counts.has(clientId)) lost += 1;
    }
    for (const count of counts.values()) if (count > 1) duplicates += count - 1;
    const exported = await fetch(`${server.url}/api/conversations/${conversationId}/export?format=csv`, {
      headers: { cookie: owner.cookie, 'x-forwarded-for': owner.address },
    });
    expect(exported.status).toBe(200);
    const report = verifyExportFile(new Uint8Array(await exported.arrayBuffer()));
    expect(report.problems, `${label}: conversation ${conversationId}'s chain`).toEqual([]);
    expect(report.ok).toBe(true);
  }
  console.log(
    `crash (${label}): ${out.acknowledged.size} messages acknowledged over ${SECONDS} s, ${out.kills} kills, ${out.retries} retries; lost ${lost}, duplicates ${duplicates}`,
  );
  expect(out.kills).toBeGreaterThan(0);
  expect(out.acknowledged.size).toBeGreaterThan(0);
  expect({ lost, duplicates }).toEqual({ lost: 0, duplicates: 0 });
  await server.stop();
}

describe('kill -9 while people send', () => {
  it('on the embedded database: nothing acknowledged is lost or stored twice, and the chains verify', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-crash-'));
    const server = await ServerProcess.create({ build, database: { dataDir } });
    try {
      await attack(server, 'embedded');
    } finally {
      await server.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('on PostgreSQL: nothing acknowledged is lost or stored twice, and the chains verify', async () => {
    const scratch = await createScratchDatabase(postgresUrl, 'parley_crash');
    const server = await ServerProcess.create({ build, database: { url: scratch.url } });
    try {
      await attack(server, 'PostgreSQL');
    } finally {
      await server.kill();
      await scratch.drop();
    }
  });
});
