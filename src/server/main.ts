import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { createAssistant } from './ai';
import { createBillingProvider } from './billing';
import { startSandboxRenewals } from './billing/sandbox-renewals';
import { configuredDatabase, openDatabase } from './db/client';
import { usePasswordHashCost } from './crypto';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { ensureAdminAccount } from './domain/admin-account';
import { logMailer, smtpMailer } from './mail/mailer';
import { backupKeyWarning, resolveBackupKey } from './records/backup-key';
import { startBackupSchedule } from './records/backup-schedule';
import { createFileStorage } from './storage';
import { startUnsentUploadCleanup } from './storage/cleanup-schedule';
import { createPushService } from './push/service';
import { webPushSender } from './push/sender';
import { resolveVapidKeys } from './push/vapid';
import { createRealtime } from './realtime/setup';
import { logDestination } from './log-output';
import { startMallocTrim } from './memory-trim';
import { logSerializers } from './log-serializers';
import { listeningUrl, startupBanner } from './startup-banner';
import { createSmsSender } from './sms/create';
import {
  StartupError,
  dataDirProblem,
  databaseProblem,
  explained,
  listenProblem,
  redisProblem,
} from './startup-failure';

/** Once the configuration is read: where a failed start-up leaves its full error (debug level). */
let startupLogger: Logger | undefined;

async function main(): Promise<void> {
  const config = loadConfig();
  const logOutput = logDestination();
  const logOptions = { level: config.LOG_LEVEL, serializers: logSerializers };
  const logger = logOutput ? pino(logOptions, logOutput) : pino(logOptions);
  startupLogger = logger;
  usePasswordHashCost(config.PASSWORD_HASH_COST);
  if (config.PASSWORD_HASH_COST === 'test')
    logger.warn(
      { event: 'password_hash.test_cost' },
      'PASSWORD_HASH_COST=test: passwords are hashed at a cost fit only for the end-to-end tests',
    );
  const releaseLock = config.usesEmbeddedDatabase
    ? await explained(
        () => lockDataDir(config.dataDir),
        (err) => dataDirProblem(err, config.dataDir),
      )
    : () => {};
  const database = await explained(
    () =>
      openDatabase(
        configuredDatabase(config, {
          onIdleConnectionError: (err) => logger.warn({ err, event: 'db.connection_lost' }),
        }),
      ),
    (err) => databaseProblem(err, config),
  );
  const mailer = config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : logMailer(logger);
  const {
    bus,
    presence,
    rateLimitRedis,
    close: closeRealtime,
  } = await explained(
    () => createRealtime(config.REDIS_URL, logger),
    (err) => redisProblem(err, config.REDIS_URL ?? ''),
  );
  const sms = await createSmsSender(config);
  const vapid = await resolveVapidKeys(database.db, config);
  const push = createPushService({ db: database.db, vapid, sender: webPushSender(), log: logger });
  const billing = createBillingProvider(config, { db: database.db, clock: systemClock });
  const assistant = createAssistant(config, logger);
  const storage = await createFileStorage(config);
  const deps = {
    config,
    db: database.db,
    clock: systemClock,
    mailer,
    bus,
    presence,
    sms,
    push,
    billing,
    assistant,
    storage,
    rateLimitRedis,
  };

  const app = await buildApp(deps, { logStream: logOutput });
  const backupKey = resolveBackupKey(config);
  const backupKeyNote = backupKeyWarning(backupKey);
  if (backupKeyNote) logger.warn({ event: 'backup.key_generated', file: backupKey.file }, backupKeyNote);
  const stopBackups = startBackupSchedule(database.db, {
    dir: config.backupDir,
    key: backupKey.key,
    clock: systemClock,
    logger,
    storage,
  });
  const stopUploadCleanup = startUnsentUploadCleanup(database.db, storage, { clock: systemClock, logger });
  // The sandbox charges and renews its plans itself, as Stripe does for its subscriptions.
  const stopRenewals =
    billing.kind === 'sandbox' ? startSandboxRenewals(database.db, { clock: systemClock, logger }) : () => {};
  let stopMallocTrim = () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ event: 'server.stopping', signal });
    stopBackups();
    stopRenewals();
    stopUploadCleanup();
    stopMallocTrim();
    await app.close();
    await closeRealtime();
    await database.close();
    releaseLock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await explained(
    () => app.listen({ port: config.PORT, host: config.HOST }),
    (err) => listenProblem(err, config),
  );
  // Last, once nothing else can fail: its password is printed only once, and a start that then
  // stopped on a later step (a port in use) lost it.
  const admin = await ensureAdminAccount(database.db, systemClock, config.ADMIN_EMAIL);
  const databaseInWords =
    database.kind === 'embedded' ? `the embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  // For log tools: the facts without the password, which only the banner below shows.
  if (admin.kind !== 'unchanged') {
    logger.warn({ event: `admin.${admin.kind}`, email: config.ADMIN_EMAIL }, 'Administrator password issued');
  }
  // Start-up's freed C memory goes back to the system now, and what load frees every few seconds.
  const mallocTrim = await startMallocTrim();
  stopMallocTrim = mallocTrim.stop;
  const url = listeningUrl(config.appUrl, app.server.address());
  app.log.info(
    { event: 'server.started', url, database: database.kind, mallocTrim: mallocTrim.active },
    'Parley started',
  );
  process.stdout.write(
    startupBanner({ url, adminEmail: config.ADMIN_EMAIL, database: databaseInWords, admin }),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof StartupError) {
    console.error(error.message);
    startupLogger?.debug({ err: error.cause ?? error, event: 'server.start_failed' }, 'Start-up failed');
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
