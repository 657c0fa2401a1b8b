/**
 * Starts what the end-to-end tests run against: a real SMTP listener (with a small HTTP window onto
 * the mail it caught), a fresh database, and the app itself through its normal entry point.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/client';
import { registerUser } from '../../src/server/domain/accounts';
import { hashPassword, usePasswordHashCost } from '../../src/server/crypto';
import { users } from '../../src/server/db/schema';
import { systemClock } from '../../src/server/clock';
import { createScratchDatabase } from '../../test/helpers/scratch-database';
import { startSmtpCatcher, decodeMailBody } from '../../test/helpers/smtp';
import { ADMIN_EMAIL, ADMIN_PASSWORD, E2E_PORT, EXPIRED_EMAIL, EXPIRED_PASSWORD, MAIL_PORT } from './ports';
import { serverAllocatorEnv, serverNodeFlags } from '../../scripts/server-process';

const smtp = await startSmtpCatcher();
http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to') ?? '';
    const mails = smtp.mails.filter((m) => m.to.includes(to)).map((m) => decodeMailBody(m.raw));
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mails));
  })
  .listen(MAIL_PORT, '127.0.0.1');

const env: Record<string, string> = {
  ...(process.env as Record<string, string>),
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${E2E_PORT}`,
  SMTP_URL: smtp.url,
  ADMIN_EMAIL,
  // Each test sends its own X-Forwarded-For, so per-address rate limits apply per test.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
  // Cheap Argon2id for the hundreds of people the stories register and sign in (src/server/crypto.ts).
  PASSWORD_HASH_COST: 'test',
};

const scratch = process.env.TEST_DATABASE_URL
  ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'parley_e2e', { unflushedCommits: true })
  : null;
const databaseUrl = scratch?.url;
// A folder made here for the embedded database and the sent files, removed afterwards (never a
// DATA_DIR from the caller).
const tempDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-'));
env.DATA_DIR = tempDataDir;
if (databaseUrl) env.DATABASE_URL = databaseUrl;
else delete env.DATABASE_URL;

// The administrator with a known password, created before the app starts (which then finds it); at
// the same cost as the app's own hashes.
usePasswordHashCost('test');
const seed = await openDatabase(
  databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'embedded', dir: path.join(env.DATA_DIR, 'db') },
);
await registerUser(seed.db, systemClock, {
  firstName: 'Ada',
  lastName: 'Admin',
  email: ADMIN_EMAIL,
  password: ADMIN_PASSWORD,
});
// Someone whose 14-day trial ended yesterday: registered, as far as the app can tell, 15 days ago.
const fifteenDaysAgo = { now: () => new Date(Date.now() - 15 * 24 * 60 * 60 * 1000) };
await registerUser(seed.db, fifteenDaysAgo, {
  firstName: 'Ezra',
  lastName: 'Expired',
  email: EXPIRED_EMAIL,
  password: EXPIRED_PASSWORD,
});
// E2E_SEED_USERS=3000: that many more accounts, as a long run leaves behind (for timing /admin with a
// full table). One shared password hash; nobody signs in as them.
const extraUsers = Number(process.env.E2E_SEED_USERS ?? 0);
if (extraUsers > 0) {
  const passwordHash = await hashPassword('seeded password 1');
  for (let start = 0; start < extraUsers; start += 500) {
    const batch = Array.from({ length: Math.min(500, extraUsers - start) }, (_, i) => ({
      firstName: 'Seeded',
      lastName: `Person${start + i + 1}`,
      email: `seeded-${start + i + 1}@parley.test`,
      passwordHash,
    }));
    await seed.db.insert(users).values(batch);
  }
}
await seed.close();

// The production bundle, as `npm start` runs it (built by the webServer command in playwright.config.ts).
const serverDir = process.env.E2E_SERVER_DIR ?? 'dist/server';
const app = spawn(process.execPath, [...serverNodeFlags, path.join(serverDir, 'main.js')], {
  env: { ...env, ...serverAllocatorEnv },
  stdio: 'inherit',
});
const stop = () => {
  app.kill('SIGTERM');
  void smtp.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// The run's database goes with it (it used to stay behind after every run).
app.on('exit', (code) => {
  fs.rmSync(tempDataDir, { recursive: true, force: true });
  void (scratch?.drop() ?? Promise.resolve()).catch(() => undefined).finally(() => process.exit(code ?? 0));
});
