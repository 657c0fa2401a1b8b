import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { unusedPort } from './ports';

/**
 * A Redis of the test's own, on a free port, that it may stop and start again (an outage): the
 * machine's shared Redis must not blink for everyone else. Nothing is saved to disk.
 */
export class PrivateRedis {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  static async start(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await unusedPort());
    await redis.resume();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts it (again) and waits until it answers. */
  async resume(): Promise<void> {
    if (this.process) return;
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    const probe = new Redis(this.url, { lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: 0 });
    probe.on('error', () => {});
    const until = Date.now() + 10_000;
    for (;;) {
      try {
        await probe.connect();
        await probe.ping();
        break;
      } catch (err) {
        if (Date.now() > until) throw err;
        probe.disconnect();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    probe.disconnect();
  }

  /** Kills it outright (SIGKILL, as a crash: its clients see the connection drop). */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    this.process = null;
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
