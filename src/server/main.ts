import pino, { type Logger } from 'pino';
import { buildApp } from './app';
import { systemClock } from './clock';
import { ConfigError, loadConfig } from './config';
import { createAssistant } from './ai';
import { createBillingProvider } from './billing';
import { startSandboxRenewals } from './billing/sandbox-renewals';
import { configuredDatabase, openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { ensureAdminAccount } from './domain/admin-account';
import { logMailer, smtpMailer } from './mail/mailer';
import { backupKeyWarning, resolveBackupKey } from './records/backup-key';
import { startBackupSchedule } from './records/backup-schedule';
import { createPushService } from './push/service';
import { webPushSender } from './push/sender';
import { resolveVapidKeys } from './push/vapid';
import { createRealtime } from './realtime/setup';
import { logDestination } from './log-output';
import { logSerializers } from './log-serializers';
import { createSmsSender } from './sms/sender';
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
  });
  // The sandbox charges and renews its plans itself, as Stripe does for its subscriptions.
  const stopRenewals =
    billing.kind === 'sandbox' ? startSandboxRenewals(database.db, { clock: systemClock, logger }) : () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ event: 'server.stopping', signal });
    stopBackups();
    stopRenewals();
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
  if (admin.kind === 'created') {
    logger.warn(
      { event: 'admin.created', email: config.ADMIN_EMAIL },
      `Created the administrator account ${config.ADMIN_EMAIL} with the password ${admin.password} — sign in and keep it safe; it is shown only once.`,
    );
  } else if (admin.kind === 'taken_over') {
    logger.warn(
      { event: 'admin.taken_over', email: config.ADMIN_EMAIL },
      `ADMIN_EMAIL now names ${config.ADMIN_EMAIL}, an account registered on ${admin.registeredAt.toISOString().slice(0, 10)} that was not the administrator. Anyone can register an address, so it was signed out everywhere and its password replaced by ${admin.password} — sign in with it and keep it safe; it is shown only once.`,
    );
  }
  app.log.info(
    { event: 'server.started', url: config.appUrl, database: database.kind },
    `Parley is running at ${config.appUrl} (${database.kind === 'embedded' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
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
