import { buildApp } from './app';
import { instanceOptionsFromEnv, type InstanceOptions } from './cluster/instance-options';
import { ConfigError, loadConfig, type Config } from './config';
import { LOCK_STALE_MS } from './db/data-dir-lock';
import type { Db } from './db/db';
import { deferredDb } from './db/deferred-db';
import { openDatabase } from './db/open-db';
import { startStallWatchdog } from './db/stall-watchdog';
import { devServerBanner } from './dev-banner';
import { demoLinkLines } from './dev/telegram-host/dev-host-mode';
import { eventOptionsFromEnv, type EventOptions } from './events/options';

function configOrExit(): { config: Config; events: EventOptions; instance: InstanceOptions } {
  try {
    return { config: loadConfig(), events: eventOptionsFromEnv(), instance: instanceOptionsFromEnv() };
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * The database is gone for good (PGlite aborted on an I/O error, the DATA_DIR lock was lost,
 * Postgres unreachable for minutes): nothing can be served or saved, and a process that stays up
 * only hangs or spins. One line, then a non-zero exit so the supervisor restarts it.
 */
function exitOnFatalDbError(error: Error): void {
  console.error(`Fatal database error, exiting: ${error.message.split('\n')[0]}`);
  process.exit(70); // EX_SOFTWARE
}

/** Resolves with the Db that `open` gives, once `open` is called. */
function later<T>(): { promise: Promise<T>; open: (value: Promise<T>) => void } {
  let open!: (value: Promise<T>) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

async function main(): Promise<void> {
  const started = performance.now();
  const { config, events, instance } = configOrExit();
  if (!config.production) process.stderr.write(devServerBanner(config));
  // Listening first, the database opening after (PGlite takes about as long to start as all the
  // rest): /healthz and the app's files answer at once, /readyz and the API once it is open
  // (docs/performance.md, "Start-up").
  const opening = later<Db>();
  const db = deferredDb(config.databaseUrl ? 'postgres' : 'pglite', opening.promise);
  const app = await buildApp({ config, db, dbOpened: db.opened, events, instance, clock: () => new Date(Date.now() + config.clockOffsetS * 1000) });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const baseUrl = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}/`;
  process.stdout.write(`Serving the mini-app at ${baseUrl} (database: ${db.kind === 'postgres' ? 'Postgres' : `PGlite in ${config.dataDir}`}; opening)\n`);
  let stopWatchdog = async () => {};
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // The step still running when the grace runs out is named, so a slow stop can be told apart
    // (docs/cluster.md, "Draining").
    let step = 'draining';
    const force = setTimeout(() => {
      process.stderr.write(`Stopping took longer than ${instance.drainDelayMs + instance.closeGraceMs} ms (still ${step}): exiting 1\n`);
      process.exit(1);
    }, instance.drainDelayMs + instance.closeGraceMs);
    force.unref();
    const next = (name: string) => () => (step = name);
    // Drain first, at once (docs/cluster.md): out of the balancer's rotation, streams handed over;
    // the stall watchdog stops before the database closes (a long close is no stall).
    app.drain
      .start()
      .then(next('stopping the watchdog'))
      .then(() => stopWatchdog())
      .then(next('closing the server'))
      .then(() => app.close())
      .then(next('closing the database'))
      .then(() => db.close())
      .then(
        () => {
          // The last line of a clean stop: every request answered, the data flushed, DATA_DIR's lock
          // released. Node's own exit may still take seconds after it (docs/cluster.md).
          process.stdout.write('Stopped: the database is closed\n');
          process.exit(0);
        },
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  opening.open(
    openDatabase(config, {
      // After a kill -9 or a power cut, the dead process' lock on DATA_DIR expires: wait it out.
      lockWaitMs: LOCK_STALE_MS + 5000,
      onFatal: exitOnFatalDbError,
    }),
  );
  await db.opened;
  // After the open: PGlite's start blocks the thread, and a slow machine must not count it a stall.
  stopWatchdog = startStallWatchdog();
  process.stdout.write(`Ready: the database is open (${Math.round(performance.now() - started)} ms after start)\n`);
  if (!config.production) {
    process.stdout.write(`${demoLinkLines(baseUrl, config, Math.floor(Date.now() / 1000)).join('\n')}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
