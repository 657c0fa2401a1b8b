import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unusedPort } from '../../test/helpers/ports';
import { spawnServer } from '../../test/helpers/server-bundle';

/**
 * The real start-up (src/server/main.ts in a process of its own, built and started as `npm start` does)
 * given a bad setting: it stops with exit code 1 and a line naming the setting and the cause, not a stack
 * trace.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-startup-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL'); // one that started after all
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawnServer({
    ...process.env,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: path.join(dir, 'data'),
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
    REDIS_URL: '',
    VAPID_PUBLIC_KEY: '',
    VAPID_PRIVATE_KEY: '',
    ...env,
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output: output.trim() };
}

function expectOneClearLine(result: { code: number | null; output: string }, line: string) {
  expect(result.code).toBe(1);
  expect(result.output).toBe(line);
}

describe('a start-up that cannot work', () => {
  it('names DATABASE_URL when nothing answers at its address', async () => {
    const port = await unusedPort();
    expectOneClearLine(
      await start({ DATABASE_URL: `postgres://parley:secret@127.0.0.1:${port}/parley` }),
      `Cannot reach the database at DATABASE_URL (127.0.0.1:${port}): connection refused.`,
    );
  });

  it('lists VAPID_PUBLIC_KEY set without VAPID_PRIVATE_KEY with the other bad settings', async () => {
    expectOneClearLine(
      await start({ VAPID_PUBLIC_KEY: 'BPublicKeyOnly' }),
      'Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  });

  it('names DATA_DIR when it is a file', async () => {
    const file = path.join(dir, 'a-file');
    fs.writeFileSync(file, '');
    expectOneClearLine(await start({ DATA_DIR: file }), `DATA_DIR (${file}) is a file, not a folder.`);
  });

  // These two open the embedded database first, as start-up does before Redis and the port.
  it('names REDIS_URL when nothing answers there', async () => {
    const redisPort = await unusedPort();
    expectOneClearLine(
      await start({ REDIS_URL: `redis://127.0.0.1:${redisPort}` }),
      `REDIS_URL: cannot connect to 127.0.0.1:${redisPort} (connection refused).`,
    );
  }, 60_000);

  it('names PORT when another program has it', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      // The full error is still there for whoever asks for it.
      const debug = await start({ PORT: String(port), LOG_LEVEL: 'debug' });
      expect(debug.code).toBe(1);
      expect(debug.output).toContain(`PORT ${port} is already in use.`);
      expect(debug.output).toContain('EADDRINUSE');
      expectOneClearLine(await start({ PORT: String(port) }), `PORT ${port} is already in use.`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);
});
