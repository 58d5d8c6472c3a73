import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { type DbHandle, listenToServers, notifyServers } from '@rentfolio/db';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import type { AppConfig } from './env';
import { startMailJobs } from './jobs/mail-jobs';
import { type Clock, systemClock } from './lib/clock';
import { createLogDestination } from './lib/log-destination';
import { answerClientError } from './plugins/client-errors';
import { registerJsonCompression } from './plugins/compression';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { createLimiters, DEFAULT_RATE_LIMITS, type RateLimits, scaleRateLimits } from './plugins/rate-limits';
import { BAD_URL_MESSAGE, LONG_PARAM_MESSAGE, registerSecurity } from './plugins/security';
import { API_HELMET_OPTIONS, computeSecurityHeaders, createHelmetOptions } from './plugins/security-headers';
import { responseSerializerCompiler } from './plugins/serializer';
import { registerSession, registerWriteLimit } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import { accountRoutes } from './routes/account.routes';
import { achievementsRoutes } from './routes/achievements.routes';
import { analyticsRoutes } from './routes/analytics.routes';
import { authRoutes } from './routes/auth.routes';
import { bankImportRoutes } from './routes/bank-import.routes';
import { dealRoutes } from './routes/deal.routes';
import { importExportRoutes } from './routes/import-export.routes';
import { insightsRoutes } from './routes/insights.routes';
import { ledgerRoutes } from './routes/ledger.routes';
import { ledgerScheduleRoutes } from './routes/ledger-schedules.routes';
import { marketRoutes } from './routes/market.routes';
import { planActualRoutes } from './routes/plan-actual.routes';
import { portfolioRoutes } from './routes/portfolio.routes';
import { rentRollRoutes } from './routes/rent-roll.routes';
import { reportsRoutes } from './routes/reports.routes';
import { scheduleERoutes } from './routes/schedule-e.routes';
import { systemRoutes } from './routes/system.routes';
import { twoFactorRoutes } from './routes/two-factor.routes';
import { userRoutes } from './routes/user.routes';
import { awardAfterStoredUsage } from './services/achievements/achievements.service';
import { AnalysisCounter } from './services/achievements/analysis-counter';
import { createAnswerCaches } from './services/answer-caches';
import { AttemptLimits } from './services/attempt-limits';
import { BankImportWorkers } from './services/bank-import-workers';
import { createBankReadings } from './services/bank-readings';
import { ImportProgress } from './services/import-progress';
import { clearOwnStaleImports } from './services/property-import.service';
import { createReceiptStore } from './services/receipt-store';
import { RevisionMemo } from './services/revision-memo';
import { SessionCache } from './services/session-cache';
import { createSessionTokenHasher, hashAdminPin } from './services/session-tokens';
import { createTwoFactorKeys } from './services/two-factor-keys';
import { UsageBuffer } from './services/usage-buffer';

export type BuildAppOptions = {
  config: AppConfig;
  dbHandle: DbHandle;
  /** The server secret (env.ts resolveSessionSecret). */
  secret: string;
  now?: Clock;
  rateLimits?: Partial<RateLimits>;
  /** The built web app to serve, or null for the API alone (tests). */
  webDistDir?: string | null;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** How a slowed-down sign-in waits (services/attempt-limits.ts); tests record the waits instead. */
  sleep?: (ms: number) => Promise<void>;
  /** Run the e-mail outbox worker and the monthly schedule when SMTP_URL is set (the server does; tests choose). */
  startMail?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's context: what the services need (tests and jobs reach the services through it). */
    rentfolio: AppContext;
  }
}

/** proxy-addr's hop count as a function (Fastify's types list no number): the last `hops` addresses are proxies. */
function trustHops(hops: number) {
  return (_address: string, hopIndex: number) => hopIndex < hops;
}

/** 1 MB: larger bodies get 413. The avatar upload later sets its own, larger, limit on its route. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The LISTEN/NOTIFY channel of session and user changes between instances. */
const SESSION_CHANNEL = 'rentfolio_sessions';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const rateLimits: RateLimits = {
    ...scaleRateLimits(DEFAULT_RATE_LIMITS, config.rateLimitMultiplier),
    ...options.rateLimits,
  };

  const tileOrigin = new URL(config.mapTileUrl.replace(/\{[a-z]\}/g, 'a')).origin;
  const pageHeaders = computeSecurityHeaders(createHelmetOptions(tileOrigin));
  const apiHeaders = computeSecurityHeaders(API_HELMET_OPTIONS);

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            // Buffered in batches, error lines at once (lib/log-destination.ts).
            stream: options.logStream ?? createLogDestination(),
          },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    // A client has REQUEST_TIMEOUT_SECONDS to send a whole request, body included, or its connection is cut with
    // 408: a slow or unfinished upload never pins its memory, nor keeps a shutdown waiting (docs/operations.md).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(config.requestTimeoutMs / 4)),
    },
    // Exactly the configured proxies (a hop count or addresses), never every X-Forwarded-For entry.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Always our own id: one a client chose could impersonate another request's lines in the log.
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot even decode gets the same answer shape and headers as every other error. These are the
    // client's mistakes: logged at info, never as the server's errors.
    frameworkErrors: (error, request, reply) => {
      reply.headers(apiHeaders).header('cache-control', 'no-store').header('x-request-id', request.id);
      request.log.info({ code: error.code }, 'request refused by the router');
      if (error.code === 'FST_ERR_BAD_URL') {
        return sendError(reply, request, 400, BAD_URL_MESSAGE, undefined, 'BAD_URL');
      }
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
        return sendError(reply, request, 400, LONG_PARAM_MESSAGE, undefined, 'BAD_URL');
      }
      return sendError(reply, request, 400, 'The request is not valid.');
    },
    // A request the HTTP parser refuses (a bad byte, a header too large) never reaches a route: it still gets the
    // API's answer shape, a request id and the security headers.
    clientErrorHandler: (error, socket) => answerClientError(error, socket, apiHeaders),
  });
  const ctx: AppContext = {
    db: options.dbHandle.db,
    dbHandle: options.dbHandle,
    config,
    secret: options.secret,
    now: options.now ?? systemClock,
    sessionTimeouts: { idleMs: config.sessionIdleTimeoutMs, absoluteMs: config.sessionAbsoluteTimeoutMs },
    sessionCache: new SessionCache(config.sessionCacheTtlMs),
    instance: (() => {
      const boot = randomUUID();
      return { name: config.instanceName, boot, holder: `${config.instanceName}#${boot}` };
    })(),
    metricsMemo: new RevisionMemo(config.portfolioMemo ? undefined : 0),
    insightsMemo: new RevisionMemo(config.portfolioMemo ? undefined : 0),
    planActualMemo: new RevisionMemo(config.portfolioMemo ? undefined : 0),
    answers: createAnswerCaches(),
    sessionIdOf: createSessionTokenHasher(options.secret),
    usageBuffer: new UsageBuffer(options.dbHandle.db, app.log),
    adminPinHash: config.adminPin ? hashAdminPin(options.secret, config.adminPin) : null,
    limiters: createLimiters(rateLimits),
    attempts: new AttemptLimits(
      options.dbHandle.db,
      rateLimits,
      options.now ?? systemClock,
      options.sleep ?? sleep,
    ),
    twoFactor: createTwoFactorKeys(options.secret),
    log: app.log,
    activeDayOf: new Map(),
    analysisCounter: new AnalysisCounter(),
    importProgress: new ImportProgress(),
    bankReadings: createBankReadings(),
    bankWorkers: BankImportWorkers.create(config.database),
    mail: { wake: () => undefined },
    receipts: createReceiptStore(config.database, config.dataDir),
  };
  app.decorate('rentfolio', ctx);
  if (options.startMail) {
    const stopMail = startMailJobs(ctx);
    app.addHook('onClose', async () => stopMail());
  }
  // Sign-ins and analyses are stored with the usage counts; the achievements engine runs on what was stored.
  ctx.usageBuffer.onStored = (userIds) => awardAfterStoredUsage(ctx, userIds);
  // Counts still in memory are stored before the database closes.
  app.addHook('onClose', async () => ctx.usageBuffer.flush());
  app.addHook('onClose', async () => ctx.bankWorkers?.close());
  announceSessionChanges(app, ctx);
  app.addHook('onReady', async () => {
    const cleared = await clearOwnStaleImports(ctx);
    if (cleared > 0) app.log.warn({ cleared }, 'import keys left half-done by an earlier start given back');
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  // One line per request, without query strings or headers (they may hold tokens).
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  registerErrorHandler(app);
  app.addHook('onRequest', (request, reply, done) => {
    // The API documentation is a page (swagger-ui sets its own script policy on it).
    const isApi = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.headers(isApi ? apiHeaders : pageHeaders);
    done();
  });
  await app.register(cookie);
  registerSecurity(app);
  registerSession(app, ctx);
  registerJsonCompression(app);
  registerWriteLimit(app, ctx);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rentfolio API',
        version: '1.0.0',
        description:
          'Every state-changing request must be JSON and come from the same origin (or send the x-rentfolio-client header). Errors have the shape { error, message, requestId, details? }.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rentfolio_session' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await systemRoutes(app, ctx);
  await authRoutes(app, ctx);
  await twoFactorRoutes(app, ctx);
  await userRoutes(app, ctx);
  await accountRoutes(app, ctx);
  await dealRoutes(app, ctx);
  await portfolioRoutes(app, ctx);
  await ledgerRoutes(app, ctx);
  await ledgerScheduleRoutes(app, ctx);
  await rentRollRoutes(app, ctx);
  await planActualRoutes(app, ctx);
  await scheduleERoutes(app, ctx);
  await bankImportRoutes(app, ctx);
  await marketRoutes(app, ctx);
  await insightsRoutes(app, ctx);
  await importExportRoutes(app, ctx);
  await achievementsRoutes(app, ctx);
  await reportsRoutes(app, ctx);
  await analyticsRoutes(app, ctx);
  await registerWebApp(app, options.webDistDir ?? null);

  return app;
}

/**
 * On PostgreSQL, a session or user forgotten here is announced to the other instances, and theirs are applied here
 * (LISTEN/NOTIFY): a sign-out on one instance ends the session on all of them at once, not after the cache's
 * time-to-live. SQLite has one server, so there is nothing to announce.
 */
function announceSessionChanges(app: FastifyInstance, ctx: AppContext): void {
  const database = ctx.config.database;
  if (database.dialect !== 'postgres') return;
  ctx.sessionCache.onForget = (message) => {
    notifyServers(ctx.dbHandle, SESSION_CHANNEL, message).catch((error: unknown) =>
      app.log.warn({ err: error }, 'session change not announced to the other instances'),
    );
  };
  const listener = listenToServers(
    database,
    SESSION_CHANNEL,
    (message) => ctx.sessionCache.applyAnnounced(message),
    (error) =>
      app.log.warn({ err: error }, 'not listening to the other instances for a moment; reconnecting'),
  );
  app.addHook('onClose', () => listener.close());
}
