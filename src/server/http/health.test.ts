import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/app';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../db/client';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

describe('health and readiness', () => {
  it('/api/health answers while the process serves; /api/ready once the database answers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', events: 'ok' } });
  });

  it('/api/ready is a 503 naming the database when it stops answering, and health stays up', async () => {
    // A database nothing answers for (port 1 refuses at once): cheaper than opening one and closing it.
    const pool = new pg.Pool({ connectionString: 'postgres://parley@127.0.0.1:1/gone' });
    const working = t.deps.db;
    t.deps.db = drizzle({ client: pool }) as unknown as Database; // routes read their dependencies per request
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'not_ready', checks: { database: 'failing', events: 'ok' } });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.deps.db = working;
      await pool.end();
    }
  });
});
