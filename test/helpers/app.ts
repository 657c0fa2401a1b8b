import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import type Stripe from 'stripe';
import { buildApp } from '../../src/server/app';
import type { AppDeps } from '../../src/server/deps';
import type { RealtimeOptions } from '../../src/server/realtime/socket-server';
import { createAssistant } from '../../src/server/ai';
// The server loads the assistant on its first call (src/server/ai/index.ts). The tests load it here,
// with the app as before, so that compiling its TypeScript (seconds on a busy machine) does not fall
// inside the first test that asks it.
import '../../src/common/assistant/local';
import { createBillingProvider } from '../../src/server/billing';
import { ManualClock } from '../../src/server/clock';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { registerUser } from '../../src/server/domain/accounts';
import { smtpMailer } from '../../src/server/mail/mailer';
import { createPushService } from '../../src/server/push/service';
import { webPushSender, type PushSender } from '../../src/server/push/sender';
import { resolveVapidKeys } from '../../src/server/push/vapid';
import { memoryBus, type EventBus } from '../../src/server/realtime/bus';
import { memoryPresence } from '../../src/server/realtime/presence';
import { createSmsSender } from '../../src/server/sms/create';
import { SESSION_COOKIE } from '../../src/common/constants';
import { diskStorage } from '../../src/server/storage/disk-storage';
import { openTestDatabase } from './database';
import { startSmtpCatcher } from './smtp';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: Database;
  clock: ManualClock;
  smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  close(): Promise<void>;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  options: {
    pushSender?: PushSender;
    stripe?: Stripe;
    realtime?: RealtimeOptions;
    onRoute?: (route: RouteOptions) => void;
    /** A Redis bus instead of the in-memory one (an outage test stops its Redis). */
    bus?: EventBus;
    /** A database and files folder already filled (a restored backup); closed and removed with the app. */
    database?: Awaited<ReturnType<typeof openTestDatabase>>;
    filesDir?: string;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const smtp = await startSmtpCatcher();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    APP_URL: 'http://parley.test',
    SMTP_URL: smtp.url,
    ...env,
  });
  const clock = new ManualClock();
  // Sent files go to a folder of this app's own, removed with it.
  const filesDir = options.filesDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'parley-test-files-'));
  const deps: AppDeps = {
    config,
    db: database.db,
    clock,
    mailer: smtpMailer(smtp.url, config.MAIL_FROM),
    bus: options.bus ?? memoryBus(),
    presence: memoryPresence(),
    sms: await createSmsSender(config),
    push: createPushService({
      db: database.db,
      vapid: await resolveVapidKeys(database.db, config),
      sender: options.pushSender ?? webPushSender(),
    }),
    billing: createBillingProvider(config, { db: database.db, clock }, { stripe: options.stripe }),
    assistant: createAssistant(config, { warn: () => {} }),
    storage: diskStorage(filesDir),
  };
  const app = await buildApp(deps, { realtime: options.realtime, onRoute: options.onRoute });
  await app.ready();
  return {
    app,
    deps,
    db: database.db,
    clock,
    smtp,
    async close() {
      await app.close();
      await smtp.close();
      await database.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** Creates a user straight through the domain (no HTTP, no rate limit) and returns a signed-in client. */
export async function buildUser(
  t: TestApp,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string }> = {},
) {
  // Taken before any await, so users built in parallel each get their own number and address.
  const n = ++counter;
  const password = overrides.password ?? 'correct horse battery';
  const email = overrides.email ?? `user${n}-${Date.now()}@example.com`;
  const { result: user } = await registerUser(t.db, t.clock, {
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? `User${n}`,
    email,
    password,
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: `10.1.${n % 250}.${(n >> 8) % 250}`,
  });
  const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`login failed: ${login.body}`);
  return {
    user,
    email,
    password,
    cookie: `${SESSION_COOKIE}=${cookie.value}`,
    client: clientFor(t.app, `${SESSION_COOKIE}=${cookie.value}`),
  };
}

/** Signs in again through the API (a session lasts 30 days: tests that move the clock further need a new one). */
let signIns = 0;
export async function signIn(t: TestApp, u: { email: string; password: string }): Promise<Client> {
  // An address of its own each time, so the per-address login limit never trips a test.
  const n = ++signIns;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: u.email, password: u.password },
    remoteAddress: `10.9.${n % 250}.${(n >> 8) % 250}`,
  });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(res.body);
  return clientFor(t.app, `${SESSION_COOKIE}=${cookie.value}`);
}

export type Client = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** An inject wrapper that sends the user's session cookie. */
export function clientFor(app: FastifyInstance, cookie?: string): Client {
  return (options) =>
    app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...(options.headers ?? {}) } });
}
