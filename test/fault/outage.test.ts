/**
 * npm run test:outage: two Parley instances (the production bundle, real processes) on one
 * PostgreSQL and a Redis of the test's own, which is killed mid-stream and started again. People
 * keep sending through both instances; every open client (sockets on both instances, and the web app
 * in Chromium) must get every message within a bound, live or by the resynchronisation it is told to
 * do, and a ban made during the outage must close the banned person's sockets on both instances and
 * refuse their requests within the revocation bound. OUTAGE_SECONDS sets how long the run lasts
 * (Redis is down for its middle third).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerEvent } from '../../src/common/events';
import type { ConversationView, MessageView } from '../../src/common/types';
import { MESSAGE_PAGE_MAX } from '../../src/common/constants';
import { PrivateRedis } from '../helpers/redis-server';
import { createScratchDatabase } from '../helpers/scratch-database';
import { call, newPerson, signIn, type Person } from './people';
import { buildServer, errorLines, ServerProcess } from './server-process';

const SECONDS = Number(process.env.OUTAGE_SECONDS ?? 60);
/** A message sent while the bus is up reaches every client within this. */
const LIVE_BOUND_MS = 5000;
/** One sent while it is down reaches every client within this of Redis answering again. */
const AFTER_OUTAGE_BOUND_MS = 10_000;
/**
 * The web app's own margin on top: Chromium shares this machine's two cores with the servers and
 * the test, and at a load of 25-30 its main thread stalls for seconds at a time (frames are read,
 * and the page answers the test's probe, in bursts up to 4 s apart).
 */
const BROWSER_MARGIN_MS = 10_000;
/** A ban during the outage closes sockets and refuses requests on every instance within this (README). */
const REVOCATION_BOUND_MS = 5000;
const ADMIN_EMAIL = 'outage-admin@example.com';
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * An open client as the web app is one: it applies new_message events, and fetches the conversation
 * again over HTTP when it reconnects, when the server says resync, or when a message does not link to
 * the newest one it holds. It records when it first held each message.
 */
class Client {
  readonly heldAt = new Map<number, number>();
  private newest = 0;
  private ws: WebSocket | null = null;
  private stopped = false;
  /** When the server closed it for an ended session (4001), if it did. */
  endedAt: number | null = null;

  constructor(
    readonly name: string,
    private readonly server: ServerProcess,
    private readonly person: Person,
    private readonly conversationId: string,
  ) {}

  async open(): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${this.server.url.replace(/^http/, 'ws')}/ws`, {
        headers: { cookie: this.person.cookie, origin: this.server.url },
      });
      this.ws = ws;
      ws.on('open', () => {
        resolve();
        void this.catchUp();
      });
      ws.on('error', reject);
      ws.on('message', (data) => this.heard(JSON.parse(data.toString()) as ServerEvent));
      ws.on('close', (code) => {
        if (code === 4001) this.endedAt ??= Date.now();
        if (this.stopped || code === 4001) return;
        setTimeout(() => void this.open().catch(() => undefined), 500);
      });
    });
  }

  close(): void {
    this.stopped = true;
    this.ws?.close();
  }

  private heard(event: ServerEvent): void {
    if (event.type === 'resync') void this.catchUp();
    if (event.type !== 'new_message' || event.conversationId !== this.conversationId) return;
    const gap = event.message.previousId !== null && event.message.previousId > this.newest;
    this.hold([event.message]);
    if (gap) void this.catchUp();
  }

  private hold(messages: MessageView[]): void {
    const now = Date.now();
    for (const m of messages) {
      if (!this.heldAt.has(m.id)) this.heldAt.set(m.id, now);
      this.newest = Math.max(this.newest, m.id);
    }
  }

  /** Pages back from the newest until it reaches what it already holds. */
  private async catchUp(): Promise<void> {
    const since = this.newest;
    let before: number | undefined;
    for (;;) {
      const query = `limit=${MESSAGE_PAGE_MAX}${before ? `&before=${before}` : ''}`;
      const res = await call(
        this.server.url,
        this.person,
        'GET',
        `/api/messages/${this.conversationId}?${query}`,
      ).catch(() => null);
      if (!res || res.status !== 200) return; // the next resync or reconnect tries again
      const page = res.json as MessageView[];
      this.hold(page);
      if (page.length < MESSAGE_PAGE_MAX || page[0].id <= since) return;
      before = page[0].id;
    }
  }
}

/** The web app in Chromium, signed in as `person`, with the conversation open; records when each text first shows. */
async function openWebApp(
  browser: Browser,
  server: ServerProcess,
  person: Person,
  conversationId: string,
): Promise<{ page: Page; shownAt: Map<string, number>; stop(): void }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const [name, value] = person.cookie.split('=');
  await context.addCookies([
    { name, value, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);
  const page = await context.newPage();
  // Every frame the page hears, with its time: OUTAGE_DEBUG=1 prints them, to tell a late frame
  // from a late render.
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: Array<[number, string]> };
    w.__frames = [];
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('message', (e) => w.__frames.push([Date.now(), String(e.data).slice(0, 200)]));
        this.addEventListener('close', (e) => w.__frames.push([Date.now(), `CLOSE ${e.code}`]));
        this.addEventListener('open', () => w.__frames.push([Date.now(), 'OPEN']));
      }
    };
  });
  await page.goto(`${server.url}/?conversation=${conversationId}`);
  await page.getByRole('log').waitFor(); // the open conversation's history
  const shownAt = new Map<string, number>();
  let stopped = false;
  void (async () => {
    while (!stopped) {
      const text = await page.evaluate(() => document.body.innerText).catch(() => '');
      const now = Date.now();
      for (const token of text.match(/outage-msg-\d+/g) ?? [])
        if (!shownAt.has(token)) shownAt.set(token, now);
      await sleep(250);
    }
  })();
  return { page, shownAt, stop: () => (stopped = true) };
}

interface Sent {
  id: number;
  token: string;
  ackAt: number;
}

describe('npm run test:outage: Redis stopped and started again under two instances', () => {
  let build: string;
  let webDir: string;
  let redis: PrivateRedis;
  let database: { url: string; drop(): Promise<void> };
  let a: ServerProcess;
  let b: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    build = buildServer();
    webDir = path.join(build, 'web');
    execFileSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', webDir, '--emptyOutDir'],
      {
        stdio: 'ignore',
      },
    );
    redis = await PrivateRedis.start();
    database = await createScratchDatabase(postgresUrl, 'outage');
    const options = {
      build,
      database: { url: database.url },
      redisUrl: redis.url,
      env: { WEB_DIR: webDir, ADMIN_EMAIL },
    };
    a = await ServerProcess.create(options);
    await a.start(); // migrates first, alone
    b = await ServerProcess.create(options);
    await b.start();
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.allSettled([a?.stop(), b?.stop()]);
    await redis?.stop();
    await database?.drop();
    fs.rmSync(build, { recursive: true, force: true });
  });

  it('every message reaches every open client within the bound, and a ban during the outage ends the sessions within the bound', async () => {
    const alice = await newPerson(a.url, 'outage-alice');
    const bob = await newPerson(b.url, 'outage-bob');
    const carol = await newPerson(a.url, 'outage-carol');
    const dave = await newPerson(b.url, 'outage-dave');
    const adminPerson = await signInAdmin(a);
    const created = await call(a.url, alice, 'POST', '/api/conversations', {
      participantEmails: [bob.email, carol.email],
    });
    expect(created.status).toBe(201);
    const conversationId = (created.json as ConversationView).id;
    const daves = await call(b.url, dave, 'POST', '/api/conversations', { participantEmails: [alice.email] });
    expect(daves.status).toBe(201);

    const clients = [
      new Client('alice@a', a, alice, conversationId),
      new Client('bob@b', b, bob, conversationId),
      new Client('carol@a', a, carol, conversationId),
      new Client('carol@b', b, carol, conversationId),
    ];
    const davesId = (daves.json as ConversationView).id;
    const daveClients = [new Client('dave@a', a, dave, davesId), new Client('dave@b', b, dave, davesId)];
    await Promise.all([...clients, ...daveClients].map((c) => c.open()));
    const web = await openWebApp(browser, b, bob, conversationId);

    const start = Date.now();
    const until = start + SECONDS * 1000;
    const downAt = start + (SECONDS * 1000) / 3;
    const upAt = start + (2 * SECONDS * 1000) / 3;
    const sent: Sent[] = [];
    let n = 0;
    async function sender(server: ServerProcess, me: Person) {
      while (Date.now() < until) {
        const token = `outage-msg-${++n}`;
        const clientId = crypto.randomUUID();
        for (;;) {
          const res = await call(server.url, me, 'POST', '/api/messages', {
            conversationId,
            clientId,
            content: `${token} from ${me.email}`,
          }).catch(() => null);
          if (res && (res.status === 201 || res.status === 200)) {
            sent.push({ id: (res.json as MessageView).id, token, ackAt: Date.now() });
            break;
          }
          if (res && res.status < 500 && res.status !== 429)
            throw new Error(`send refused: ${res.status} ${res.text}`);
          await sleep(200);
        }
        await sleep(400);
      }
    }

    let redisBackAt = 0;
    /** When the ban was answered, and when Dave's request on the other instance was first refused. */
    const ban = { at: 0, requestRefusedAt: 0 };
    async function outage() {
      await sleep(downAt - Date.now());
      await redis.stop();
      const stoppedAt = Date.now();
      // Mid-outage: the administrator on instance A bans Dave, whose sockets are on both instances.
      await sleep(Math.min(3000, (upAt - stoppedAt) / 2));
      const banned = await call(a.url, adminPerson, 'POST', `/api/admin/users/${dave.id}/ban`, {
        reason: 'Outage test',
      });
      expect(banned.status).toBe(200);
      ban.at = Date.now();
      while (!ban.requestRefusedAt && Date.now() - ban.at < 2 * REVOCATION_BOUND_MS) {
        const me = await call(b.url, dave, 'GET', '/api/auth/user').catch(() => null);
        if (me?.status === 401) ban.requestRefusedAt = Date.now();
        else await sleep(100);
      }
      await sleep(upAt - Date.now());
      await redis.resume();
      redisBackAt = Date.now();
    }

    await Promise.all([sender(a, alice), sender(b, carol), outage()]);
    // Let the last ones land, then judge.
    await sleep(AFTER_OUTAGE_BOUND_MS);
    web.stop();
    const frames = await web.page.evaluate(
      () => (window as unknown as { __frames: Array<[number, string]> }).__frames,
    );
    if (process.env.OUTAGE_DEBUG)
      console.log(
        frames
          .map(([t, f]) => `${t - start} ${f.replace(/"message":\{.*outage-msg-(\d+).*/, 'msg $1')}`)
          .join('\n'),
      );
    if (process.env.OUTAGE_DEBUG)
      console.log(
        sent
          .map((m) => `${m.token} ack ${m.ackAt - start} shown ${(web.shownAt.get(m.token) ?? 0) - start}`)
          .join('\n'),
      );
    for (const c of [...clients, ...daveClients]) c.close();

    const outageStart = downAt;
    const deadline = (m: Sent) =>
      m.ackAt >= outageStart && m.ackAt <= redisBackAt
        ? redisBackAt + AFTER_OUTAGE_BOUND_MS
        : m.ackAt + LIVE_BOUND_MS;
    const late: string[] = [];
    for (const c of clients)
      for (const m of sent) {
        const at = c.heldAt.get(m.id);
        if (at === undefined || at > deadline(m))
          late.push(`${c.name} ${m.token}: ${at === undefined ? 'never' : `${at - deadline(m)} ms late`}`);
      }
    for (const m of sent) {
      const at = web.shownAt.get(m.token);
      if (at === undefined || at > deadline(m) + BROWSER_MARGIN_MS)
        late.push(
          `web app (bob@b) ${m.token}: ${at === undefined ? 'never' : `${at - deadline(m)} ms late`}`,
        );
    }
    const duringOutage = sent.filter((m) => m.ackAt >= outageStart && m.ackAt <= redisBackAt).length;
    const slowest = (heldAt: (m: Sent) => number | undefined, outage: boolean) =>
      Math.max(
        0,
        ...sent
          .filter((m) => (m.ackAt >= outageStart && m.ackAt <= redisBackAt) === outage)
          .map((m) => (heldAt(m) ?? Infinity) - (outage ? redisBackAt : m.ackAt)),
      );
    const socketsHeld = (m: Sent) => Math.max(...clients.map((c) => c.heldAt.get(m.id) ?? Infinity));
    console.log(
      `outage: ${sent.length} messages (${duringOutage} while Redis was down for ${redisBackAt - outageStart} ms) ` +
        `x ${clients.length} sockets + the web app; ${late.length} late or missing. Slowest: sockets ` +
        `${slowest(socketsHeld, false)} ms after the send (bus up), ${slowest(socketsHeld, true)} ms after Redis was back ` +
        `(sent while down); web app ${slowest((m) => web.shownAt.get(m.token), false)} ms / ` +
        `${slowest((m) => web.shownAt.get(m.token), true)} ms. Ban: sockets closed after ` +
        `${daveClients.map((c) => (c.endedAt ?? Infinity) - ban.at).join(' / ')} ms, requests refused after ` +
        `${(ban.requestRefusedAt || Infinity) - ban.at} ms`,
    );
    expect(duringOutage).toBeGreaterThan(0);
    expect(late.slice(0, 20)).toEqual([]);

    const { at, requestRefusedAt } = ban;
    expect(at).toBeGreaterThan(0);
    for (const c of daveClients) {
      expect(c.endedAt, `${c.name} closed`).not.toBeNull();
      expect(c.endedAt! - at, `${c.name} closed within the bound`).toBeLessThanOrEqual(REVOCATION_BOUND_MS);
    }
    expect(requestRefusedAt, 'a request on the other instance refused').toBeGreaterThan(0);
    expect(requestRefusedAt - at).toBeLessThanOrEqual(REVOCATION_BOUND_MS);
    // Redis being unreachable is logged as it should be; nothing else may be an error.
    // (once per connection per outage: ECONNREFUSED, EPIPE, ECONNRESET, whichever came first).
    const errors = errorLines([...a.logLines, ...b.logLines]);
    const unexpected = errors.filter((line) => !/"event":"redis\.error"/.test(line));
    console.log(`outage: ${errors.length - unexpected.length} Redis connection errors logged`);
    expect(unexpected).toEqual([]);
  });
});

/** Signs in as the administrator, whose password the first start's banner printed once. */
async function signInAdmin(server: ServerProcess): Promise<Person> {
  const password = await server.firstStartAdminPassword();
  return signIn(server.url, { email: ADMIN_EMAIL, password, address: '10.78.0.1' });
}
