import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unusedPort } from '../../test/helpers/ports';
import { spawnServer } from '../../test/helpers/server-bundle';
import { listeningUrl } from './startup-banner';

/**
 * The real start-up (src/server/main.ts in a process of its own, built and started as `npm start` does),
 * as a person running it sees it: the banner with the address, and on the first start the
 * administrator's password, which signs in.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-banner-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Running {
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  stop: () => Promise<void>;
}

async function start(env: Record<string, string> = {}): Promise<Running> {
  const port = await unusedPort();
  const settings: Record<string, string | undefined> = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: '',
    DATA_DIR: path.join(dir, 'data'),
    DATABASE_URL: '',
    REDIS_URL: '',
    ...env,
  };
  if (!env.LOG_LEVEL) delete settings.LOG_LEVEL; // the default level, as `npm start` has it
  const child = spawnServer(settings);
  children.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const bannerEnd = /Stop the server with Ctrl\+C\.\n─+\n/;
  await new Promise<void>((resolve, reject) => {
    const check = () => (bannerEnd.test(output) ? resolve() : undefined);
    child.stdout.on('data', check);
    child.on('exit', (code) => reject(new Error(`exited with ${code} before the banner:\n${output}`)));
  });
  return {
    url: `http://localhost:${port}`,
    output: () => output,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

describe('the start-up banner', () => {
  it("shows the address and, on the first start only, the administrator's password that signs in", async () => {
    const first = await start();
    let password: string;
    try {
      const banner = first.output();
      expect(banner).toContain(`Parley is running at ${first.url}`);
      expect(banner).toContain(`Data: the embedded database in ${path.join(dir, 'data')}`);
      expect(banner).toContain('  e-mail:    admin@parley.local');
      password = banner.match(/ {2}password: {2}(\S+)\n/)?.[1] ?? '';
      expect(password).toMatch(/^[\w-]{16}$/);
      // The password is in the banner and nowhere else: not in a log line.
      expect(banner.split(password)).toHaveLength(2);

      const login = await fetch(`${first.url.replace('localhost', '127.0.0.1')}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: first.url },
        body: JSON.stringify({ email: 'admin@parley.local', password }),
      });
      expect(login.status).toBe(200);
      // Requests are logged at debug: at the default level none of them adds a line under the banner
      // (the sign-in above may, as an audit event written a moment later).
      for (let i = 0; i < 3; i++) await fetch(`${first.url.replace('localhost', '127.0.0.1')}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(first.output()).not.toContain('request completed');
      expect(first.output()).not.toContain('/api/health');
    } finally {
      await first.stop();
    }

    const again = await start({ LOG_LEVEL: 'debug' });
    try {
      expect(again.output()).toContain(`Parley is running at ${again.url}`);
      expect(again.output()).toContain('The administrator is admin@parley.local');
      expect(again.output()).not.toContain('password: ');
      await fetch(`${again.url.replace('localhost', '127.0.0.1')}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // LOG_LEVEL=debug brings them back, one line per request.
      const requestLines = again
        .output()
        .split('\n')
        .filter((l) => l.includes('"msg":"request completed"'));
      expect(requestLines).toHaveLength(1);
      expect(requestLines[0]).toContain('"url":"/api/health"');
    } finally {
      await again.stop();
    }
  }, 240_000);
});

describe('listeningUrl', () => {
  const bound = { address: '127.0.0.1', family: 'IPv4', port: 41234 };
  it('prints the port the system chose when PORT=0', () => {
    expect(listeningUrl('http://localhost:0', bound)).toBe('http://localhost:41234');
  });
  it('keeps a configured address as it is', () => {
    expect(listeningUrl('http://localhost:3000', bound)).toBe('http://localhost:3000');
    expect(listeningUrl('https://parley.example.org', bound)).toBe('https://parley.example.org');
    expect(listeningUrl('http://localhost:0', '/tmp/parley.sock')).toBe('http://localhost:0');
  });
});
