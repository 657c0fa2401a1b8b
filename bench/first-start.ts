import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ProcessSampler } from './proc-stats';
import { freePort, startParley, waitForHttp } from './processes';

export interface StartMemory {
  /** Highest resident memory from launch until serving, and a few seconds after, when it has settled. */
  peakMb: number;
  settledMb: number;
}

/** How long after answering the process is left to settle (the administrator, keys, the first timers). */
const SETTLE_MS = 5_000;

async function startOnce(dataDir: string): Promise<StartMemory> {
  const port = await freePort();
  const child = startParley(port, dataDir);
  const sampler = new ProcessSampler([child.pid!]);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 120_000);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    return { peakMb: sampler.peakRssMb(), settledMb: sampler.currentRssMb() };
  } finally {
    sampler.stop();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/**
 * `npm start` on an empty folder (a self-hoster's first run: the embedded database is created), then
 * again on the same folder: what a small server must hold at each.
 */
export async function firstStart(): Promise<{ first: StartMemory; later: StartMemory }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-first-start-'));
  try {
    const first = await startOnce(dataDir);
    const later = await startOnce(dataDir);
    return { first, later };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printFirstStart({ first, later }: { first: StartMemory; later: StartMemory }): string {
  const row = (label: string, m: StartMemory) =>
    `| ${label} | ${m.peakMb.toFixed(0)} MB | ${m.settledMb.toFixed(0)} MB |`;
  return [
    '| embedded start | peak RSS | RSS 5 s after serving |',
    '| --- | --- | --- |',
    row('first (empty DATA_DIR)', first),
    row('later (same DATA_DIR)', later),
  ].join('\n');
}
