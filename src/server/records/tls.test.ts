import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../common/constants';
import { buildTestApp, buildUser, type TestApp } from '../../../test/helpers/app';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-tls-'));
const certFile = path.join(dir, 'cert.pem');
const keyFile = path.join(dir, 'key.pem');
let t: TestApp;
let port: number;

beforeAll(async () => {
  // A self-signed certificate made for this test run only.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  t = await buildTestApp({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile, APP_URL: '' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(url: string, options: https.RequestOptions = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const client = url.startsWith('https:') ? https : http;
      client
        .get(url, { agent: false, ...options }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject)
        .setTimeout(3000, function onTimeout(this: http.ClientRequest) {
          this.destroy(new Error('no answer'));
        });
    },
  );
}

describe('HTTPS when TLS_CERT_FILE and TLS_KEY_FILE are set', () => {
  it('serves HTTPS with HSTS, and the certificate it was given', async () => {
    const res = await get(`https://127.0.0.1:${port}/api/health`, { ca: fs.readFileSync(certFile) });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ status: 'ok' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('does not answer plain HTTP on the same port', async () => {
    const outcome = await get(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.status,
      () => 'refused',
    );
    expect(outcome === 'refused' || outcome === 400).toBe(true);
  });

  it('marks the session cookie Secure', async () => {
    const user = await buildUser(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: user.email, password: user.password },
      remoteAddress: '203.0.113.9',
    });
    const cookie = login.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie?.secure).toBe(true);
    expect(cookie?.httpOnly).toBe(true);
  });
});
