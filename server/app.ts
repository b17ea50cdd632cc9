import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ADMIN_API_BASE } from '../src/contract/admin';
import { API_BASE_PATH } from '../src/contract/constants';
import { registerTokens } from './auth/tokens';
import { ReconciliationMonitor } from './books/reconciliation-monitor';
import type { BotLimits } from './bot/limits';
import { readCachesFor } from './cache/read-caches';
import { Drain } from './cluster/drain';
import type { InstanceOptions } from './cluster/instance-options';
import { readinessProbe } from './cluster/readiness-probe';
import { Readiness } from './cluster/readiness';
import { startHarmScan } from './harm/start-harm-scan';
import { DEV_BOT_TOKEN, type Config } from './config';
import { RECEIVERS_FILE, servesDevTelegramHost } from './dev/telegram-host/dev-host-mode';
import type { Db } from './db/db';
import type { PaymentsConfig } from './ton/payments-config';
import { EventHub } from './events/hub';
import { EventRelay } from './events/relay';
import { DEFAULT_EVENT_OPTIONS, type EventOptions } from './events/options';
import { startPruner } from './events/pruner';
import { ApiError } from './http/api-error';
import { registerCors } from './http/cors';
import { registerErrorHandler } from './http/error-handler';
import { frameworkErrorOptions } from './http/framework-errors';
import { loggerOptions } from './http/logger-options';
import { metricsRoutes, registerMetrics } from './http/metrics';
import { registerRateLimit } from './rate-limit/rate-limit';
import { frameAncestors, registerSecurityHeaders, tonConnectOrigins } from './http/security';
import { kycOrigins } from './compliance/kyc-config';
import { registerStaticApp } from './http/static-app';
import { timeoutOptions } from './http/timeouts';
import { adminApi } from './admin/admin-api';
import { authenticatedApi } from './routes/api';
import { authRoutes } from './routes/auth';
import type { ApiDeps } from './routes/deps';
import { healthRoutes } from './routes/health';
import { kycWebhookRoute } from './verification/kyc-webhook-route';
import { tonConnectManifestRoutes } from './routes/tonconnect-manifest';

export interface AppOptions {
  config: Config;
  /** An open, migrated database (server/db/open-db.ts); the caller closes it after the app. */
  db: Db;
  /** Serve the built PWA from config.staticDir (off in API-only tests). */
  serveApp?: boolean;
  /** The server's notion of now (tests move it to place orders in a past week). */
  clock?: () => Date;
  /** The event stream's tunables (server/events/options.ts); defaults when omitted. */
  events?: Partial<EventOptions>;
  /** How long a request may take to arrive (server/http/timeouts.ts); tests shorten it. */
  requestTimeoutMs?: number;
  /** Its id (X-Instance) and drain delay in a cluster (server/cluster); none and 0 when omitted. */
  instance?: Partial<InstanceOptions>;
  /** The bot's sending limits and timings (server/bot/limits.ts); tests scale them. */
  bot?: Partial<BotLimits>;
  /** Runs the deposit watcher and the payout worker (PAYMENTS=on); tests drive them by hand. */
  watchDeposits?: boolean;
  /**
   * Resolves when `db` is open, for a server that listens while its database opens (server/main.ts,
   * a deferred Db): meanwhile /healthz and the app's files answer, /readyz says 503 and API
   * requests wait for it. Omitted: `db` is open already.
   */
  dbOpened?: Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** On SIGTERM, `await app.drain.start()` before `app.close()` (server/cluster/drain.ts). */
    drain: Drain;
  }
}

const idle = async () => {};

/**
 * The deposit watcher and the payout worker, imported only with payments on: the TON libraries
 * they load are, with grammY, about a third of the module loading (docs/performance.md, "Start-up").
 */
async function startPaymentWork(db: Db, config: Config, payments: PaymentsConfig, log: FastifyInstance['log']) {
  // The proof check too (POST /wallet/bind imports it when called): loaded now, a redeploy's new
  // build in dist/server cannot break its import later.
  const [{ startDepositWatcher }, { startPayoutWorker }] = await Promise.all([import('./payments/start-watcher'), import('./withdrawals/start-payout-worker'), import('./payments/ton-proof')]);
  const stopWatcher = startDepositWatcher(db, payments, config.jurisdictions, log);
  return { stopWatcher, stopPayouts: await startPayoutWorker(db, payments, config, log) };
}

/** Builds the HTTP server: security headers, compression, metrics, the API under /api/v1, and the PWA. */
export async function buildApp({ config, db, serveApp = true, clock = () => new Date(), events = {}, requestTimeoutMs, instance = {}, bot = {}, watchDeposits = true, dbOpened }: AppOptions): Promise<FastifyInstance> {
  const eventOptions: EventOptions = { ...DEFAULT_EVENT_OPTIONS, ...events };
  const app = Fastify({
    logger: await loggerOptions(config),
    bodyLimit: 16 * 1024,
    ...timeoutOptions(eventOptions.heartbeatMs, requestTimeoutMs),
    // After the timeouts: its clientErrorHandler answers a request timeout (408) in our shape too.
    ...frameworkErrorOptions,
    // Named proxies only, never `true` (every hop) or a hop count: either lets a client choose its IP.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // The API reads JSON only: without Fastify's default text/plain parser, any other body is a 415.
  app.removeContentTypeParser('text/plain');
  registerMetrics(app);
  const { instanceId } = instance;
  if (instanceId) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-instance', instanceId);
    });
  }

  const devTelegramHost = serveApp && servesDevTelegramHost(config);
  await registerSecurityHeaders(app, tonConnectOrigins(config.payments?.tonConnect), frameAncestors({ devTelegramHost }), kycOrigins(config.kyc));
  await registerCors(app, config.corsOrigin);
  // SSE responses are written to the raw socket, so compression never buffers the event stream.
  await app.register(compress, { threshold: 1024 });
  await registerRateLimit(app, db);
  await registerTokens(app, config.botToken);

  const hub = new EventHub(db, eventOptions, app.log);
  const relay = new EventRelay(db, app.log);
  const deps: ApiDeps = { config, db, clock, caches: readCachesFor(db), relay };
  // The API is ready once the hub listens: an order committed before that would miss its streams.
  // The relay starts with it, moving first what a crash left staged.
  const startEvents = () => hub.start().then(() => relay.start());
  const ready = new Readiness(dbOpened ? dbOpened.then(startEvents) : startEvents());
  if (!dbOpened) await ready.promise;
  const drain = new Drain(hub, instance.drainDelayMs ?? 0);
  app.decorate('drain', drain);
  const probe = readinessProbe(db, config.databaseUrl);
  const stopPruner = startPruner(db, eventOptions.retentionMs, eventOptions.pruneIntervalMs, app.log);
  // Before the server stops accepting and waits for open requests: end the streams, or close hangs.
  app.addHook('preClose', async () => hub.closeAll());
  const { stopWatcher, stopPayouts } = watchDeposits && config.payments ? await startPaymentWork(db, config, config.payments, app.log) : { stopWatcher: idle, stopPayouts: idle };
  // The back office's and the reconciliation's on-chain reading loads the TON libraries when first asked, not at start.
  const { payments } = config;
  const onChainUsdt = payments ? async () => (await import('./ton/on-chain-usdt')).onChainUsdtReader(payments)() : null;
  const stopReconciling = watchDeposits ? new ReconciliationMonitor(db, { onChain: onChainUsdt, log: app.log, clock }).start(config.reconcileIntervalS * 1000) : idle;
  const stopHarmScan = startHarmScan(db, config.jurisdictions, clock, app.log, config.harmScanIntervalS * 1000);
  app.addHook('onClose', async () => {
    await stopHarmScan();
    await stopReconciling();
    await stopPayouts();
    await stopWatcher();
    await stopPruner();
    await relay.stop();
    await hub.stop();
    await probe.close();
  });

  // Liveness answers without credentials, at the root and under the API prefix.
  for (const prefix of ['', API_BASE_PATH]) {
    await app.register(healthRoutes, { probe, drain, ready, prefix });
  }
  // Metrics once, at the root, behind METRICS_TOKEN when set (docs/security.md).
  await app.register(metricsRoutes, { token: config.metricsToken, production: config.production });
  if (config.payments) await app.register(tonConnectManifestRoutes, { publicUrl: config.publicUrl });
  await app.register(async (api) => {
    api.addHook('onRequest', async () => ready.wait());
    await api.register(authRoutes, { ...deps, prefix: API_BASE_PATH });
    await api.register(authenticatedApi, { ...deps, events: hub, eventOptions, prefix: API_BASE_PATH });
    // The back office's API (docs/back-office.md): its own scope, cookie session and roles.
    await api.register(adminApi, { config, db, clock, onChainUsdt, prefix: ADMIN_API_BASE });
  });
  // The verification provider's webhook (docs/compliance.md), outside the API: signed by the provider, not a player.
  const { kyc } = config;
  if (kyc) await app.register(kycWebhookRoute, { kyc, db, clock, ready: () => ready.wait() });
  // The bot's webhook (docs/bot.md), outside the API: Telegram calls it with its secret, not a player's credentials.
  // grammY loads only with a real bot token (docs/performance.md, "Start-up").
  if (config.botToken !== DEV_BOT_TOKEN) {
    const { registerBot } = await import('./bot/bot');
    await registerBot(app, { config, db, identities: deps.caches?.identity ?? null, clock, limits: bot });
  }

  if (devTelegramHost) {
    // Loaded only there (docs/demo.md): no other server carries the host's code.
    const { devTelegramHostRoutes } = await import('./dev/telegram-host/host-route');
    await app.register(devTelegramHostRoutes, { staticDir: config.staticDir, nowS: () => Math.floor(clock().getTime() / 1000) });
  }
  if (serveApp) {
    await registerStaticApp(app, config.staticDir, { servedElsewhere: devTelegramHost ? [RECEIVERS_FILE] : [] });
  } else {
    app.setNotFoundHandler((request) => {
      throw new ApiError(404, 'not_found', `No route for ${request.method} ${request.url.split('?')[0]}`);
    });
  }
  return app;
}
