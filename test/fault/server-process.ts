/**
 * A Parley server as a real process (the production bundle, as `npm start` runs it), for the fault
 * tests: started, killed with SIGKILL, started again on the same database.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unusedPort } from '../helpers/ports';

/**
 * Builds the server bundle once per run into a folder of its own under dist/ (its packages are
 * resolved from the repository's node_modules); the caller removes it.
 */
export function buildServer(): string {
  fs.mkdirSync('dist', { recursive: true });
  const dir = fs.mkdtempSync(path.resolve('dist', 'fault-server-'));
  execFileSync(process.execPath, ['scripts/build-server.mjs', dir], { stdio: 'inherit' });
  return dir;
}

export interface ServerOptions {
  build: string;
  /** DATABASE_URL, or DATA_DIR for the embedded database. */
  database: { url: string } | { dataDir: string };
  redisUrl?: string;
  port?: number;
  env?: Record<string, string>;
}

export class ServerProcess {
  private child: ChildProcess | null = null;
  /** Everything it printed at warn level or above, one JSON line each. */
  readonly logLines: string[] = [];
  readonly port: number;
  private constructor(
    private readonly options: ServerOptions,
    port: number,
  ) {
    this.port = port;
  }

  static async create(options: ServerOptions): Promise<ServerProcess> {
    return new ServerProcess(options, options.port ?? (await unusedPort()));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts it; resolves once /api/health answers (or rejects after `timeoutMs`). */
  async start(timeoutMs = 180_000): Promise<void> {
    const { database } = this.options;
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: String(this.port),
      HOST: '127.0.0.1',
      APP_URL: this.url,
      LOG_LEVEL: 'warn',
      BILLING_PROVIDER: 'off',
      // Each simulated person sends its own X-Forwarded-For, so per-address limits apply per person.
      TRUST_PROXY: '127.0.0.1',
      WEB_DIR: path.join(this.options.build, 'no-web'),
      ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
      ...(this.options.redisUrl ? { REDIS_URL: this.options.redisUrl } : {}),
      ...this.options.env,
    };
    const child = spawn(process.execPath, [path.join(this.options.build, 'main.js')], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.logLines.push(line);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('exit', () => {
      if (this.child === child) this.child = null;
    });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.child !== child)
        throw new Error(`the server exited while starting:\n${this.logLines.slice(-20).join('\n')}`);
      try {
        const res = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the server did not answer in ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** SIGKILL: no shutdown code runs, as in a crash. */
  /** The administrator's password, which the first start's banner prints once ("  password:  X"). */
  async firstStartAdminPassword(timeoutMs = 30_000): Promise<string> {
    for (let waited = 0; waited < timeoutMs; waited += 100) {
      const password = this.logLines.map((l) => /^\s*password:\s+(\S+)/.exec(l)?.[1]).find(Boolean);
      if (password) return password;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the first start printed no administrator password');
  }

  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM, and SIGKILL if it has not stopped in 15 s. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/** Log lines at error level or above (pino's JSON: level 50 error, 60 fatal). */
export function errorLines(lines: string[]): string[] {
  return lines.filter((line) => {
    try {
      return (JSON.parse(line) as { level?: number }).level! >= 50;
    } catch {
      return /\berror\b/i.test(line);
    }
  });
}
