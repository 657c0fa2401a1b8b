import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverAllocatorEnv, serverNodeFlags } from '../scripts/server-process';

/** The servers the bench starts: the production bundle (as `npm start` runs it) or a .ts file. */
export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** A server process: `script` is a built .js file, or a .ts file run through tsx. */
export function startProcess(script: string, extraEnv: Record<string, string>): ChildProcess {
  // BENCH_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the servers under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // A built bundle runs with npm start's flags; the .ts servers are the bench's own.
  // BENCH_SERVER_FLAGS, e.g. "--enable-source-maps", replaces npm start's flags (to measure a change of them).
  const serverFlags = process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? serverNodeFlags;
  const bundle = !script.endsWith('.ts');
  const args = bundle ? [...serverFlags, script] : ['--import', 'tsx', script];
  // BENCH_MALLOC_DEFAULTS=1 leaves glibc's own allocator settings (to measure npm start's against them).
  const allocator = bundle && !process.env.BENCH_MALLOC_DEFAULTS ? serverAllocatorEnv : {};
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: root,
    env: { ...process.env, ...allocator, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.resume();
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`  (${script} exited with ${code})\n${stderr}`);
  });
  return child;
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not come up`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

let bundleDir: string | null = null;
/** Builds the server bundle once per run (scripts/build-server.mjs), into a folder of its own. */
export function serverBundle(): string {
  if (bundleDir) return bundleDir;
  // Inside the project, so the bundle finds node_modules as `npm start`'s does.
  const dir = path.join(root, 'dist', `bench-server-${process.pid}`);
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs', dir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('building the server failed');
  bundleDir = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export async function freePort(): Promise<number> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Parley's production bundle, as `npm start` runs it, on a port, a DATA_DIR and (if given) PostgreSQL
 * and Redis (several instances share both).
 */
export function startParley(port: number, dataDir: string, databaseUrl = '', redisUrl = ''): ChildProcess {
  return startProcess(path.join(serverBundle(), 'main.js'), {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    WEB_DIR: path.join(dataDir, 'no-web'),
  });
}
