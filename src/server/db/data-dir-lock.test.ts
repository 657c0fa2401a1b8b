import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../../test/helpers/server-bundle';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-lock-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'info',
  DATABASE_URL: '',
};
const children: ChildProcess[] = [];

function start() {
  // The server as `npm start` runs it (the bundle this run built).
  const child = spawnServer(env);
  children.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return {
    child,
    output: () => output,
    exited: new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))),
  };
}

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded database folder', () => {
  it('lets only one process use it: a second one stops at once with a clear message', async () => {
    const first = start();
    const deadline = Date.now() + 90_000;
    while (!first.output().includes('Parley is running')) {
      if (Date.now() > deadline) throw new Error(`first server did not start:\n${first.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already using the data folder');
    // The first one is untouched and still serving.
    expect(first.child.exitCode).toBeNull();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // A clean stop releases the lock, so the next start may take it.
    expect(fs.existsSync(path.join(dataDir, 'parley.lock'))).toBe(false);
  }, 120_000);
});
