import type { Redis } from 'ioredis';
import type { Assistant } from '../common/assistant/types';
import type { BillingProvider } from './billing';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import type { PushService } from './push/service';
import type { EventBus } from './realtime/bus';
import type { Presence } from './realtime/presence';
import type { SmsSender } from './sms/sender';
import type { FileStorage } from './storage';

/** Everything the app needs from outside; main.ts builds the real ones, tests their own. */
export interface AppDeps {
  config: Config;
  db: Database;
  clock: Clock;
  mailer: Mailer;
  bus: EventBus;
  /** Who is online, across instances (Redis when REDIS_URL is set). */
  presence: Presence;
  sms: SmsSender;
  push: PushService;
  billing: BillingProvider;
  /** The writing assistant (local, or an OpenAI-compatible model with local fallback). */
  assistant: Assistant;
  /** Where sent files live: DATA_DIR/attachments, or an S3 bucket with S3_BUCKET (storage/). */
  storage: FileStorage;
  /**
   * With REDIS_URL: rate-limit counts live in Redis, shared by every instance. Kept per instance, a
   * limit of 10 logins a minute allowed 10 per instance behind a load balancer.
   */
  rateLimitRedis?: Redis;
}
