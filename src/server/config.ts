import path from 'node:path';
import { z } from 'zod';
import {
  backupKeyProblem,
  phoneNumberProblem,
  readableFileProblem,
  trustProxyProblem,
  twilioAccountSidProblem,
  urlProblem,
} from './config-checks';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  REDIS_URL: optionalString,
  ADMIN_EMAIL: z.string().trim().toLowerCase().email().default('admin@parley.local'),
  TRUST_PROXY: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Parley <no-reply@parley.local>'),
  AI_PROVIDER: z.enum(['local', 'openai']).default('local'),
  AI_BASE_URL: optionalString,
  AI_API_KEY: optionalString,
  AI_MODEL: z.string().default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  BILLING_PROVIDER: z.enum(['sandbox', 'stripe', 'off']).default('sandbox'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_PRICE_ID: optionalString,
  /** twilio: invitations to a phone number are texted; none: the inviter gets the link to pass on. */
  SMS_PROVIDER: z.enum(['none', 'twilio']).default('none'),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  /** The Twilio number texts come from, in E.164 (+15551234567). */
  TWILIO_FROM: optionalString,
  /** Another server speaking Twilio's REST API (a regional edge); https://api.twilio.com when unset. */
  TWILIO_API_URL: optionalString,
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.string().default('mailto:admin@parley.local'),
  /**
   * The push services a browser's subscription may point at (host names; subdomains match too). The
   * server POSTs to these endpoints, so any other host is refused: an endpoint is chosen by the client.
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default('fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com'),
  TLS_CERT_FILE: optionalString,
  TLS_KEY_FILE: optionalString,
  BACKUP_DIR: optionalString,
  BACKUP_KEY: optionalString,
  /** Sent files go to this S3-compatible bucket when set; else to DATA_DIR/attachments. */
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString,
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** true: the bucket goes in the path (most S3-compatible services); defaults to true with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  S3_PREFIX: z.string().trim().default('attachments/'),
  /** Where the built web app is (npm run build writes dist/web). */
  WEB_DIR: z.string().default('dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** test: cheap password hashes for the end-to-end test server only (crypto.ts says why); never deployed. */
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  appUrl: string;
  dataDir: string;
  backupDir: string;
  webDir: string;
  usesEmbeddedDatabase: boolean;
  isSmtpConfigured: boolean;
  isHttps: boolean;
  pushServiceHosts: string[];
  /** Value for Fastify's trustProxy: false unless TRUST_PROXY is set. */
  trustProxy: boolean | string;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  return value; // a comma-separated list of trusted proxy addresses or CIDRs
}

/** Parses the environment once; a bad value stops start-up with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.AI_PROVIDER === 'openai' && !e.AI_BASE_URL && !e.AI_API_KEY)
    problems.push('  AI_PROVIDER=openai needs AI_BASE_URL or AI_API_KEY');
  if (e.BILLING_PROVIDER === 'stripe' && (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET))
    problems.push('  BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  if (e.SMS_PROVIDER === 'twilio' && (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !e.TWILIO_FROM))
    problems.push('  SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE))
    problems.push('  TLS_CERT_FILE and TLS_KEY_FILE must be set together');
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY))
    problems.push('  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    problems.push('  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  for (const problem of [
    urlProblem('APP_URL', e.APP_URL, ['http', 'https']),
    urlProblem('DATABASE_URL', e.DATABASE_URL, ['postgres', 'postgresql']),
    urlProblem('REDIS_URL', e.REDIS_URL, ['redis', 'rediss']),
    urlProblem('SMTP_URL', e.SMTP_URL, ['smtp', 'smtps']),
    urlProblem('AI_BASE_URL', e.AI_BASE_URL, ['http', 'https']),
    urlProblem('S3_ENDPOINT', e.S3_ENDPOINT, ['http', 'https']),
    urlProblem('TWILIO_API_URL', e.TWILIO_API_URL, ['http', 'https']),
    twilioAccountSidProblem(e.TWILIO_ACCOUNT_SID),
    phoneNumberProblem('TWILIO_FROM', e.TWILIO_FROM),
    trustProxyProblem(e.TRUST_PROXY),
    backupKeyProblem(e.BACKUP_KEY),
    readableFileProblem('TLS_CERT_FILE', e.TLS_CERT_FILE),
    readableFileProblem('TLS_KEY_FILE', e.TLS_KEY_FILE),
  ])
    if (problem) problems.push(`  ${problem}`);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const isHttps = Boolean(e.TLS_CERT_FILE);
  const appUrl = (e.APP_URL ?? `${isHttps ? 'https' : 'http'}://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    ...e,
    appUrl,
    dataDir,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(dataDir, 'backups')),
    webDir: path.resolve(e.WEB_DIR),
    usesEmbeddedDatabase: !e.DATABASE_URL,
    isSmtpConfigured: Boolean(e.SMTP_URL),
    isHttps: isHttps || appUrl.startsWith('https://'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    pushServiceHosts: e.PUSH_SERVICE_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
}
