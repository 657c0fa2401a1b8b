import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { DestinationStream } from 'pino';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES } from '../common/constants';
import type { AppDeps } from './deps';
import { RateLimitedError } from './errors';
import { adminRoutes } from './http/admin';
import { apiDocsRoutes, registerApiContract } from './http/api-docs';
import { aiRoutes } from './http/ai';
import { attachmentRoutes } from './http/attachments';
import { authRoutes } from './http/auth';
import { conversationRoutes } from './http/conversations';
import { dataExportRoutes } from './http/data-export';
import { exportRoutes } from './http/exports';
import { legalHoldRoutes } from './http/legal-holds';
import { calendarFeedRoutes } from './http/calendar-feed';
import { infoBankRoutes } from './http/info-bank';
import { invitationLinkRoutes } from './http/invitation-links';
import { invitationRoutes } from './http/invitations';
import { messageRoutes } from './http/messages';
import { scheduleRoutes } from './http/schedule';
import { expenseRoutes } from './http/expenses';
import { presenceRoutes } from './http/presence';
import { pushRoutes } from './http/push';
import { realtimeRoutes } from './http/realtime';
import type { RealtimeOptions } from './realtime/socket-server';
import { settingsRoutes } from './http/settings';
import { subscriptionRoutes } from './http/subscription';
import { supportRoutes } from './http/support';
import { userSearchRoutes } from './http/user-search';
import { userRoutes } from './http/users';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { tlsServerFactory } from './records/tls';
import { logSerializers } from './log-serializers';
import { QuietRequestLog } from './request-logging';
import { healthRoutes } from './http/health';
import { siteRoutes } from './http/site';
import { registerWebApp } from './http/web-app';
import { loadRewriteProofs } from './ai/rewrite-proof';

/** Kept so older imports of AppDeps from app.ts still compile; new code imports ./deps. */
export type { AppDeps } from './deps';

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (main.ts: readable lines in a terminal); stdout when absent. */
  logStream?: DestinationStream;
  /** /ws tuning; tests shorten the heartbeat (default 30 s). */
  realtime?: RealtimeOptions;
  /** Told of every route as it is registered (the contract test reads the app's own route list). */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    serverFactory: tlsServerFactory(config),
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: logSerializers,
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors,
    logController: new QuietRequestLog(),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, config);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new RateLimitedError(),
    // A Redis outage lets requests through rather than locking everyone out of signing in.
    ...(deps.rateLimitRedis && {
      redis: deps.rateLimitRedis,
      nameSpace: 'parley:rate-limit:',
      skipOnError: true,
    }),
  });
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  await registerSession(app, deps);

  await registerApiContract(app);
  await healthRoutes(app, deps);
  const rewriteProofs = await loadRewriteProofs(deps.db);
  await app.register(async (api) => {
    await authRoutes(api, deps);
    await userRoutes(api, deps);
    await pushRoutes(api, deps);
    await subscriptionRoutes(api, deps);
    await supportRoutes(api, deps);
    await adminRoutes(api, deps);
    await userSearchRoutes(api, deps);
    await conversationRoutes(api, deps);
    const sender = await messageRoutes(api, deps, rewriteProofs);
    await attachmentRoutes(api, deps);
    await scheduleRoutes(api, deps, rewriteProofs);
    await expenseRoutes(api, deps, rewriteProofs);
    await calendarFeedRoutes(api, deps);
    await infoBankRoutes(api, deps);
    await aiRoutes(api, deps, rewriteProofs);
    await invitationRoutes(api, deps);
    await invitationLinkRoutes(api, deps);
    await presenceRoutes(api, deps);
    await realtimeRoutes(api, deps, sender, options.realtime);
    await exportRoutes(api, deps);
    await legalHoldRoutes(api, deps);
    await dataExportRoutes(api, deps);
    await apiDocsRoutes(api);
    await settingsRoutes(api, deps);
  });

  await siteRoutes(app, deps);
  await registerWebApp(app, config);
  return app;
}
