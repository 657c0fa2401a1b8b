/**
 * npm run bench: N WebSocket clients over M conversations, a sustained send rate, then a
 * ramp to the highest rate held (p99 under 100 ms, nothing lost), against Parley (embedded database,
 * and PostgreSQL when DATABASE_URL is set) and against a bare `ws` broadcast server for the ceiling
 * of this machine. It prints; it never fails.
 *
 * BENCH_CLIENTS (1000), BENCH_CONVERSATIONS (200), BENCH_GROUP (5), BENCH_RATE (500 msg/s),
 * BENCH_SECONDS (30), BENCH_RAMP (1; 0 skips the ramps), BENCH_RAMP_START (250), BENCH_RAMP_FACTOR
 * (1.3), BENCH_RAMP_SECONDS (8), BENCH_RAMP_MAX (20000), BENCH_RAMP_REFINE (1: after the first step that fails,
 * a rest of BENCH_RAMP_REST_SECONDS (3) and one step halfway between it and the last held, by ratio, so the rate held
 * is read to within x1.14 rather than x1.3), BENCH_P99_MS (100), BENCH_BARE (1),
 * BENCH_EMBEDDED (1; 0 skips the embedded database, to measure PostgreSQL alone), BENCH_FIRST_START (1: also the memory of a first start on an empty DATA_DIR, and of a later one),
 * BENCH_INSTANCES (2 when DATABASE_URL is set, else 0: also that many Parley instances behind the
 * one PostgreSQL and a Redis of the bench's own, users dealt to them in turn; their CPU and memory
 * are summed; 0 or 1 skips it), BENCH_SENDS (socket, the default: each send a `send_message` frame on
 * the sender's open socket, as the web sends; post (or http, its older name): each a POST /api/messages,
 * the web's way when its socket is closed; both: every Parley server measured each way, one after the
 * other, on its own freshly seeded database).
 */
import { type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { firstStart, printFirstStart } from './first-start';
import { cpuCount, ProcessSampler } from './proc-stats';
import { freePort, startParley, startProcess, waitForHttp } from './processes';
import { bareTarget, parleyTarget, Workload, type PhaseResult, type Target } from './load';
import { withScratchPostgres } from './scratch-postgres';
import { PrivateRedis } from '../test/helpers/redis-server';
import { seed, type SeededConversation } from './seed';
import type { DatabaseTarget } from '../src/server/db/client';

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && process.env[name] !== '' && process.env[name] !== undefined ? v : fallback;
};
const settings = {
  clients: env('BENCH_CLIENTS', 1000),
  conversations: env('BENCH_CONVERSATIONS', 200),
  groupSize: env('BENCH_GROUP', 5),
  rate: env('BENCH_RATE', 500),
  seconds: env('BENCH_SECONDS', 30),
  ramp: env('BENCH_RAMP', 1) !== 0,
  rampStart: env('BENCH_RAMP_START', 250),
  rampFactor: env('BENCH_RAMP_FACTOR', 1.3),
  rampSeconds: env('BENCH_RAMP_SECONDS', 8),
  // High enough that the bare server's ceiling is found, not cut off: at 6,000 it held the top step (runs 32-33).
  rampMax: env('BENCH_RAMP_MAX', 20000),
  rampRefine: env('BENCH_RAMP_REFINE', 1) !== 0,
  rampRestSeconds: env('BENCH_RAMP_REST_SECONDS', 3),
  p99BudgetMs: env('BENCH_P99_MS', 100),
  bare: env('BENCH_BARE', 1) !== 0,
  embedded: env('BENCH_EMBEDDED', 1) !== 0,
  firstStart: env('BENCH_FIRST_START', 1) !== 0,
  instances: env('BENCH_INSTANCES', process.env.DATABASE_URL ? 2 : 0),
  // The web sends over its socket (src/web/lib/send-message.ts), so the default does too.
  sends: sendModes(process.env.BENCH_SENDS ?? 'socket'),
};

type SendMode = 'socket' | 'http';

function sendModes(value: string): SendMode[] {
  if (value === 'both') return ['socket', 'http'];
  if (value === 'socket' || value === 'http') return [value];
  if (value === 'post') return ['http'];
  throw new Error(`BENCH_SENDS is socket, post or both, not ${value}`);
}

interface Report {
  target: string;
  sustained: PhaseResult;
  cpuPercent: number;
  /**
   * The sustained phase's server CPU divided by the messages sent. The CPU is counted until the last
   * delivery and the 2 s grace after it, which a per-second share times the send rate would spread
   * over the sending seconds alone (that read 6% low at 30 s, more when deliveries queued).
   */
  cpuMsPerMessage: number;
  /** Peak resident memory during the sustained phase (the budget), and over the whole run with the ramp. */
  peakRssSustainedMb: number;
  peakRssMb: number;
  highestHeld: number | null;
  /** Every step up to BENCH_RAMP_MAX held: the rate held is at least highestHeld, not the ceiling. */
  rampTopped: boolean;
  ramp: PhaseResult[];
}

async function measure(target: Target, workload: Workload, sampler: ProcessSampler): Promise<Report> {
  console.log(`\n== ${target.name}: ${settings.rate} msg/s for ${settings.seconds} s`);
  await workload.run(Math.min(settings.rate, 100), 2, 1000); // warm-up: JIT, pools, caches
  sampler.mark();
  const sustained = await workload.run(settings.rate, settings.seconds);
  const cpuPercent = sampler.cpuPercent();
  const sent = sustained.sent - sustained.sendErrors;
  const cpuMsPerMessage = sent > 0 ? (sampler.cpuSecondsSinceMark() * 1000) / sent : NaN;
  const peakRssSustainedMb = sampler.peakRssMb();
  printPhase(sustained);
  const ramp: PhaseResult[] = [];
  let highestHeld: number | null = null;
  let rampTopped = false;
  if (settings.ramp) {
    console.log(
      `   ramp: x${settings.rampFactor} every ${settings.rampSeconds} s until p99 > ${settings.p99BudgetMs} ms or a loss`,
    );
    const holds = (step: PhaseResult, rate: number) =>
      step.lost === 0 && step.p99 <= settings.p99BudgetMs && step.achievedRate >= rate * 0.95;
    let failedAt: number | null = null;
    for (
      let rate = settings.rampStart;
      rate <= settings.rampMax;
      rate = Math.round(rate * settings.rampFactor)
    ) {
      const step = await workload.run(rate, settings.rampSeconds);
      ramp.push(step);
      printPhase(step);
      if (!holds(step, rate)) {
        failedAt = rate;
        break;
      }
      highestHeld = rate;
    }
    rampTopped = failedAt === null && highestHeld !== null;
    // One step between the last held and the first failed, after a rest so the failed step's backlog is gone.
    const between =
      highestHeld !== null && failedAt !== null ? Math.round(Math.sqrt(highestHeld * failedAt)) : 0;
    if (settings.rampRefine && highestHeld !== null && between > highestHeld && between < failedAt!) {
      await new Promise((r) => setTimeout(r, settings.rampRestSeconds * 1000));
      const step = await workload.run(between, settings.rampSeconds);
      ramp.push(step);
      printPhase(step);
      if (holds(step, between)) highestHeld = between;
    }
  }
  return {
    target: target.name,
    sustained,
    cpuPercent,
    cpuMsPerMessage,
    peakRssSustainedMb,
    peakRssMb: Math.max(peakRssSustainedMb, sampler.peakRssMb()),
    highestHeld,
    rampTopped,
    ramp,
  };
}

function printPhase(r: PhaseResult): void {
  console.log(
    `   ${String(r.targetRate).padStart(5)} msg/s target, ${r.achievedRate.toFixed(0).padStart(5)} sent/s, ` +
      `${r.deliveredPerSecond.toFixed(0).padStart(6)} delivered/s, lost ${r.lost}, ` +
      `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
  );
}

async function benchParley(database: {
  label: string;
  sends: SendMode;
  target: DatabaseTarget;
  url?: string;
  /** Several instances behind this Redis (one when absent). */
  cluster?: { instances: number; redisUrl: string };
}): Promise<Report> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-bench-'));
  const dbTarget: DatabaseTarget =
    database.target.kind === 'embedded'
      ? { kind: 'embedded', dir: path.join(dataDir, 'db') }
      : database.target;
  console.log(
    `\nSeeding ${settings.clients} people in ${settings.conversations} conversations of ${settings.groupSize} (${database.label})...`,
  );
  const conversations = await seed(dbTarget, settings);
  const children: ChildProcess[] = [];
  const baseUrls: string[] = [];
  try {
    for (let i = 0; i < (database.cluster?.instances ?? 1); i++) {
      const port = await freePort();
      // Each instance its own DATA_DIR (files, locks), inside the first one's.
      const ownDir = i === 0 ? dataDir : path.join(dataDir, `instance-${i}`);
      children.push(startParley(port, ownDir, database.url, database.cluster?.redisUrl));
      baseUrls.push(`http://127.0.0.1:${port}`);
    }
    const target = {
      ...parleyTarget(baseUrls, database.sends === 'socket'),
      name: `Parley (${database.label}, sends over ${database.sends === 'socket' ? 'the socket' : 'HTTP'})`,
    };
    const healthUrls = baseUrls.map((url) => `${url}/api/health`);
    return await measureProcesses(children, healthUrls, target, conversations);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchBare(conversations: Awaited<ReturnType<typeof seedlessConversations>>): Promise<Report> {
  const port = await freePort();
  const child = startProcess('bench/bare-server.ts', { PORT: String(port) });
  const baseUrl = `http://127.0.0.1:${port}`;
  return measureProcesses([child], [`${baseUrl}/health`], bareTarget(baseUrl), conversations);
}

/** Once the server processes answer, connects the clients, measures, and stops the processes. */
async function measureProcesses(
  children: ChildProcess[],
  healthUrls: string[],
  target: Target,
  conversations: SeededConversation[],
): Promise<Report> {
  try {
    await Promise.all(healthUrls.map((url) => waitForHttp(url)));
    const sampler = new ProcessSampler(children.map((child) => child.pid!));
    const workload = new Workload(target, conversations);
    await workload.connect();
    const report = await measure(target, workload, sampler);
    workload.close();
    sampler.stop();
    return report;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => new Promise((r) => child.once('exit', r))));
  }
}

/** The bare server needs no accounts: the same shape of rooms and members, made up in memory. */
function seedlessConversations() {
  return Array.from({ length: settings.conversations }, (_, c) => ({
    id: `room-${c}`,
    members: Array.from({ length: settings.groupSize }, (_, i) => ({
      id: `u${c * settings.groupSize + i}`,
      cookie: '',
    })),
  }));
}

function summary(reports: Report[]): string {
  const lines = [
    `Workload: ${settings.clients} WebSocket clients, ${settings.conversations} conversations of ${settings.groupSize}, ` +
      `${settings.rate} msg/s for ${settings.seconds} s (sends over ${settings.sends.join(' and ')}); machine: ${cpuCount} CPUs, Node ${process.version}, ` +
      `load average at the end ${os.loadavg()[0].toFixed(1)} (other work on the machine skews every figure but CPU per message). ` +
      `Latency is from the start of the send (frame or POST) to arrival at each recipient's socket (the sender's own socket included).`,
    '',
    `| server | sent/s | delivered/s | lost | p50 ms | p95 ms | p99 ms | server CPU | CPU per message | peak RSS at ${settings.rate} msg/s | peak RSS with the ramp | highest rate held |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of reports) {
    const s = r.sustained;
    lines.push(
      `| ${r.target} | ${s.achievedRate.toFixed(0)} | ${s.deliveredPerSecond.toFixed(0)} | ${s.lost} | ${s.p50.toFixed(1)} | ` +
        `${s.p95.toFixed(1)} | ${s.p99.toFixed(1)} | ${r.cpuPercent.toFixed(0)}% | ` +
        `${Number.isFinite(r.cpuMsPerMessage) ? r.cpuMsPerMessage.toFixed(2) : '-'} ms | ${r.peakRssSustainedMb.toFixed(0)} MB | ${r.peakRssMb.toFixed(0)} MB | ` +
        `${r.highestHeld === null ? (settings.ramp ? 'below ramp start' : 'not ramped') : `${r.rampTopped ? 'at least ' : ''}${r.highestHeld} msg/s`} |`,
    );
  }
  const bare = reports.find((r) => r.target.startsWith('bare'));
  if (bare?.highestHeld) {
    for (const r of reports.filter((x) => x !== bare && x.highestHeld)) {
      lines.push(
        '',
        // A bare server that held the ramp's top has a ceiling above it: the share is then an upper bound.
        `${r.target} holds ${bare.rampTopped ? 'at most ' : ''}${((r.highestHeld! / bare.highestHeld) * 100).toFixed(0)}% of the bare ws ceiling (${r.highestHeld} vs ${bare.rampTopped ? 'at least ' : ''}${bare.highestHeld} msg/s).`,
      );
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const reports: Report[] = [];
  const attempt = async (label: string, fn: () => Promise<Report>) => {
    try {
      reports.push(await fn());
    } catch (err) {
      console.error(`${label} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };
  for (const sends of settings.embedded ? settings.sends : [])
    await attempt(`Parley (embedded, ${sends})`, () =>
      benchParley({ label: 'embedded PGlite', sends, target: { kind: 'embedded' } }),
    );
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    for (const sends of settings.sends)
      await attempt(`Parley (PostgreSQL, ${sends})`, () =>
        withScratchPostgres(databaseUrl, (url) =>
          benchParley({ label: 'PostgreSQL', sends, target: { kind: 'postgres', url }, url }),
        ),
      );
  }
  if (databaseUrl && settings.instances > 1) {
    const { instances } = settings;
    for (const sends of settings.sends)
      await attempt(`Parley (PostgreSQL, ${instances} instances, ${sends})`, async () => {
        const redis = await PrivateRedis.start();
        try {
          return await withScratchPostgres(databaseUrl, (url) =>
            benchParley({
              label: `PostgreSQL, ${instances} instances + Redis`,
              sends,
              target: { kind: 'postgres', url },
              url,
              cluster: { instances, redisUrl: redis.url },
            }),
          );
        } finally {
          await redis.stop();
        }
      });
  }
  if (settings.bare) await attempt('bare ws', () => benchBare(seedlessConversations()));
  console.log(`\n${summary(reports)}\n`);
  if (settings.firstStart) {
    console.log('Starting the embedded server on an empty DATA_DIR, then again on the same one...');
    await firstStart()
      .then((result) => console.log(`\n${printFirstStart(result)}\n`))
      .catch((err: unknown) => console.error(`first start failed: ${String(err)}`));
  }
}

main()
  .catch((err: unknown) => console.error(err))
  .finally(() => process.exit(0));
