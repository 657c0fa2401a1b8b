import { SESSION_COOKIE } from '../../src/common/constants';

/** People of the fault tests, talking to a server over real HTTP (fetch), as a browser would. */
export interface Person {
  email: string;
  password: string;
  address: string;
  cookie: string;
  id: string;
}

let counter = 0;

/** A request as this person (their session cookie and client address), JSON in and out. */
export async function call(
  baseUrl: string,
  person: Pick<Person, 'cookie' | 'address'> | null,
  method: string,
  url: string,
  body?: unknown,
  timeoutMs = 10_000,
): Promise<{ status: number; json: unknown; text: string }> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(person ? { cookie: person.cookie, 'x-forwarded-for': person.address } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, json, text };
}

/** Registers and signs in a new person. */
export async function newPerson(baseUrl: string, prefix: string): Promise<Person> {
  const n = ++counter;
  const address = `10.77.${(n >> 8) % 250}.${n % 250}`;
  const email = `${prefix}-${n}-${Date.now().toString(36)}@example.com`;
  const password = 'a long fault-test password';
  const anonymous = { cookie: '', address };
  const registered = await call(baseUrl, anonymous, 'POST', '/api/register', {
    firstName: 'Fault',
    lastName: `Tester${n}`,
    email,
    password,
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
  return signIn(baseUrl, { email, password, address });
}

export async function signIn(
  baseUrl: string,
  who: { email: string; password: string; address: string },
): Promise<Person> {
  const attempt = () =>
    fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': who.address },
      body: JSON.stringify({ email: who.email, password: who.password }),
    });
  let res = await attempt();
  // Fuzzed routes that ask for the current password count as failed attempts on this account; the
  // server says how long to wait (a second or two), and a person would wait and sign in again.
  for (let tries = 0; res.status === 429 && tries < 5; tries++) {
    await res.text();
    await new Promise((r) => setTimeout(r, 1000 * Math.max(1, Number(res.headers.get('retry-after')) || 1)));
    res = await attempt();
  }
  const text = await res.text();
  if (res.status !== 200) throw new Error(`login: ${res.status} ${text}`);
  const cookie = (res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '').split(
    ';',
  )[0]!;
  return { ...who, cookie, id: (JSON.parse(text) as { id: string }).id };
}
