/**
 * The server's CPU per message over its real HTTP and WebSocket path, measured so that a loaded machine
 * does not bend it: a closed loop (SEND_CPU_IN_FLIGHT sends at a time, each waiting for its answer),
 * so how much work queues up, and therefore how sends batch, depends on the loop and not on how
 * starved the server is; the server's CPU (every thread, from /proc) is read before the first send
 * and after the last delivery reached its sockets, and divided by the messages. Rounds alternate with
 * nothing else changing, so compare rounds of one run, or runs made back to back.
 *
 *   npx tsx bench/send-cpu.ts                    # embedded database
 *   DATABASE_URL=postgres://... npx tsx bench/send-cpu.ts
 *
 * SEND_CPU_CLIENTS (250), SEND_CPU_CONVERSATIONS (50), SEND_CPU_TOTAL (2000 per round),
 * SEND_CPU_IN_FLIGHT (8), SEND_CPU_ROUNDS (3), SEND_CPU_VIA (socket, the default: each send a
 * `send_message` frame on the sender's own socket, answered `message_ack`, as the web sends; post: POST
 * /api/messages, as runs up to 23 measured).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import { ProcessSampler } from './proc-stats';
import { freePort, startParley, waitForHttp } from './processes';
import { withScratchPostgres } from './scratch-postgres';
import { seed, type SeededConversation } from './seed';
import type { DatabaseTarget } from '../src/server/db/client';

const setting = (name: string, fallback: number) => Number(process.env[name] || fallback);
const clients = setting('SEND_CPU_CLIENTS', 250);
const conversationCount = setting('SEND_CPU_CONVERSATIONS', 50);
const total = setting('SEND_CPU_TOTAL', 2000);
const inFlight = setting('SEND_CPU_IN_FLIGHT', 8);
const rounds = setting('SEND_CPU_ROUNDS', 3);
const via = process.env.SEND_CPU_VIA === 'post' || process.env.SEND_CPU_VIA === 'http' ? 'post' : 'socket';
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** The fields of a /proc stat line after the command's name (which may hold spaces). */
function statFields(file: string): string[] {
  const stat = fs.readFileSync(file, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function post(baseUrl: string, cookie: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api/messages`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function measure(label: string, target: DatabaseTarget, databaseUrl: string, dataDir: string) {
  const conversations: SeededConversation[] = await seed(target, {
    clients,
    conversations: conversationCount,
    groupSize: clients / conversationCount,
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = startParley(port, dataDir, databaseUrl);
  try {
    await waitForHttp(`${baseUrl}/api/health`);
    const sampler = new ProcessSampler([child.pid!]);
    /** User and system CPU seconds of the server (all its threads), from /proc. */
    const cpuSplit = () => {
      const fields = statFields(`/proc/${child.pid}/stat`);
      // The main thread's task has the process's id; every other thread (the embedded database's,
      // GC and libuv helpers) is the rest.
      const main = statFields(`/proc/${child.pid}/task/${child.pid}/stat`);
      return {
        user: Number(fields[11]) / 100,
        system: Number(fields[12]) / 100,
        main: (Number(main[11]) + Number(main[12])) / 100,
      };
    };
    let delivered = 0;
    const sockets: WebSocket[] = [];
    const socketOf = new Map<string, WebSocket>();
    /** Sends over a socket waiting for their answer, by clientId: true for message_ack. */
    const acks = new Map<string, (ok: boolean) => void>();
    for (const conversation of conversations) {
      for (const member of conversation.members) {
        const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/ws`, {
          headers: { cookie: member.cookie },
          perMessageDeflate: false,
        });
        ws.on('message', (data) => {
          const text = String(data);
          if (text.startsWith('{"type":"new_message"')) delivered += 1;
          else if (text.startsWith('{"type":"message_ack"') || text.startsWith('{"type":"message_error"')) {
            const answer = JSON.parse(text) as { type: string; clientId: string | null };
            const settle = answer.clientId ? acks.get(answer.clientId) : undefined;
            if (answer.clientId) acks.delete(answer.clientId);
            settle?.(answer.type === 'message_ack');
          }
        });
        await new Promise((resolve, reject) => {
          ws.once('message', resolve);
          ws.once('error', reject);
        });
        sockets.push(ws);
        socketOf.set(member.id, ws);
      }
    }
    const overSocket = (senderId: string, message: { clientId: string }) =>
      new Promise<boolean>((resolve) => {
        acks.set(message.clientId, resolve);
        socketOf.get(senderId)!.send(JSON.stringify({ type: 'send_message', message }));
      });
    const send = async (count: number) => {
      let next = 0;
      let failed = 0;
      const worker = async () => {
        while (next < count) {
          const n = next++;
          const conversation = conversations[n % conversations.length]!;
          const sender =
            conversation.members[Math.floor(n / conversations.length) % conversation.members.length]!;
          const message = {
            conversationId: conversation.id,
            clientId: randomUUID(),
            content: `send-cpu ${n}`,
          };
          const ok =
            via === 'socket'
              ? await overSocket(sender.id, message)
              : (await post(baseUrl, sender.cookie, JSON.stringify(message))) < 300;
          if (!ok) failed += 1;
        }
      };
      await Promise.all(Array.from({ length: inFlight }, worker));
      return failed;
    };
    const expectedPer = clients / conversationCount;
    // On PostgreSQL, also the statements the server ran per message (every statement outside a
    // transaction block is a transaction of its own).
    const stats = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
    await stats?.connect();
    const transactions = async () =>
      stats
        ? Number(
            (
              await stats.query(
                'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
              )
            ).rows[0].n,
          )
        : 0;
    await send(300); // warm-up: JIT, pools, caches
    for (let round = 1; round <= rounds; round++) {
      await new Promise((r) => setTimeout(r, 1000));
      delivered = 0;
      const transactionsBefore = await transactions();
      sampler.mark();
      const split = cpuSplit();
      const started = performance.now();
      const failed = await send(total);
      while (delivered < total * expectedPer && performance.now() - started < 120_000) {
        await new Promise((r) => setTimeout(r, 5));
      }
      const seconds = (performance.now() - started) / 1000;
      const cpuMs = sampler.cpuSecondsSinceMark() * 1000;
      const after = cpuSplit();
      const userMs = ((after.user - split.user) * 1000) / total;
      const systemMs = ((after.system - split.system) * 1000) / total;
      const mainMs = ((after.main - split.main) * 1000) / total;
      await new Promise((r) => setTimeout(r, 600)); // pg_stat_database is updated at most every 500 ms
      const perMessage = ((await transactions()) - transactionsBefore - 2) / total;
      console.log(
        `| ${label} | round ${round} | ${total} sends ${via === 'socket' ? 'over the socket' : 'by POST'}, ${inFlight} in flight | ${(cpuMs / total).toFixed(3)} ms CPU per message (user ${userMs.toFixed(3)}, system ${systemMs.toFixed(3)}; main thread ${mainMs.toFixed(3)}, other threads ${(userMs + systemMs - mainMs).toFixed(3)}) | ` +
          `lost ${total * expectedPer - delivered}, failed ${failed} | ${(total / seconds).toFixed(0)} msg/s | ` +
          `RSS ${sampler.currentRssMb().toFixed(0)} MB |${databaseUrl ? ` ${perMessage.toFixed(2)} transactions per message |` : ''} load ${os.loadavg()[0].toFixed(1)} |`,
      );
    }
    await stats?.end();
    for (const ws of sockets) ws.terminate();
    sampler.stop();
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const databaseUrl = process.env.DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-send-cpu-'));
try {
  if (databaseUrl) {
    await withScratchPostgres(databaseUrl, (url) =>
      measure('PostgreSQL', { kind: 'postgres', url }, url, dataDir),
    );
  } else {
    await measure('embedded PGlite', { kind: 'embedded', dir: path.join(dataDir, 'db') }, '', dataDir);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
