import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return '';
}

describe('loadConfig', () => {
  it('lists every bad value at once, before anything starts', () => {
    const message = problemsOf({
      APP_URL: 'ftp://parley.example',
      DATABASE_URL: 'garbage',
      REDIS_URL: 'http://cache.example:6379',
      SMTP_URL: 'notaurl',
      TRUST_PROXY: 'garbage,10.0.0.0/33,10.0.0.0/8',
      BACKUP_KEY: 'short',
      TLS_CERT_FILE: '/nonexistent/cert.pem',
      TLS_KEY_FILE: '/nonexistent/key.pem',
      VAPID_PUBLIC_KEY: 'BPublicKeyOnly',
    });
    for (const expected of [
      'APP_URL must start with http:// or https://',
      'DATABASE_URL is not a URL (expected postgres://… or postgresql://…)',
      'REDIS_URL must start with redis:// or rediss://',
      'SMTP_URL is not a URL',
      'TRUST_PROXY: "garbage", "10.0.0.0/33" is not an address',
      'BACKUP_KEY must be 32 bytes',
      'TLS_CERT_FILE: cannot read /nonexistent/cert.pem',
      'TLS_KEY_FILE: cannot read /nonexistent/key.pem',
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    ])
      expect(message).toContain(expected);
  });

  it('asks for everything Twilio needs, in the form Twilio takes', () => {
    expect(problemsOf({ SMS_PROVIDER: 'twilio' })).toContain(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM',
    );
    const message = problemsOf({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'SK0123',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '555 0100',
      TWILIO_API_URL: 'api.twilio.com',
    });
    expect(message).toContain('TWILIO_ACCOUNT_SID must be an Account SID');
    expect(message).toContain('TWILIO_FROM must be a phone number in international form');
    expect(message).toContain('TWILIO_API_URL is not a URL');
    expect(
      problemsOf({
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`,
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM: '+15550100',
      }),
    ).toBe('');
  });

  it('accepts the values the README shows', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-config-'));
    const cert = path.join(dir, 'cert.pem');
    fs.writeFileSync(cert, 'x');
    try {
      const config = loadConfig({
        APP_URL: 'https://chat.example.com/',
        DATABASE_URL: 'postgres://user:pass@db.example.com:5432/parley',
        REDIS_URL: 'redis://cache.example.com:6379/2',
        SMTP_URL: 'smtp://user:pass@mail.example.com:587',
        TRUST_PROXY: 'loopback, 10.0.0.0/8, ::1, 192.168.1.4',
        BACKUP_KEY: 'ab'.repeat(32),
        TLS_CERT_FILE: cert,
        TLS_KEY_FILE: cert,
      });
      expect(config.appUrl).toBe('https://chat.example.com');
      expect(config.trustProxy).toBe('loopback, 10.0.0.0/8, ::1, 192.168.1.4');
      expect(problemsOf({ TRUST_PROXY: 'true' })).toBe('');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('hashes passwords at the standard cost unless PASSWORD_HASH_COST=test is set, and takes nothing else', () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe('standard');
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe('test');
    expect(problemsOf({ PASSWORD_HASH_COST: 'low' })).toContain('PASSWORD_HASH_COST');
  });
});
