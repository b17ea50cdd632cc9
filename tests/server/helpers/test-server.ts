import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../../server/app';
import { signInitData, tmaAuthorization, type InitDataUser } from '../../../server/auth/sign-init-data';
import { loadConfig, type Config } from '../../../server/config';
import { TERMS_VERSION } from '../../../src/contract/protection';
import type { Db } from '../../../server/db/db';
import { POSTGRES_FILES, postgresFileKey } from '../postgres-files';
import { booksProblems, openTestDatabase, type DbKind, type TestDatabase } from './test-database';

let nextTelegramId = 5_000_000;

/** A made-up Telegram user, unique in this test file. */
export function newTelegramUser(overrides: Partial<InitDataUser> = {}): InitDataUser {
  nextTelegramId += 1;
  return { id: nextTelegramId, first_name: 'Test', last_name: `User${nextTelegramId}`, language_code: 'en', ...overrides };
}

export interface Call {
  user?: InitDataUser;
  body?: unknown;
  headers?: Record<string, string>;
  startParam?: string;
}

export interface Response {
  status: number;
  headers: Record<string, unknown>;
  // oxlint-disable-next-line typescript/no-explicit-any -- responses are checked with expect, not by type
  json: any;
}

/**
 * The server's settings, or a function read when the server starts: a stand-in started in the
 * file's beforeAll (on a port the kernel chose, free by construction) is known only by then.
 */
export type ServerEnv = Record<string, string> | (() => Record<string, string>);

/** The real server on a fresh database, driven in-process through app.inject. */
export class ServerContext {
  app!: FastifyInstance;
  db!: Db;
  config!: Config;
  /** When set, the server's clock (orders in a past week); null: real time. */
  now: Date | null = null;
  private database!: TestDatabase;

  constructor(
    readonly kind: DbKind,
    private readonly env: ServerEnv,
    private readonly events: AppOptions['events'] = {},
    private readonly bot: AppOptions['bot'] = {},
  ) {}

  async start(): Promise<void> {
    this.database = await openTestDatabase(this.kind, inject('postgresUrl'));
    this.db = this.database.db;
    // Limits off unless a test sets them: suites open many streams and logins from one address.
    const limitsOff = { RATE_LIMIT_PER_MIN: '0', AUTH_IP_LIMIT_PER_MIN: '0', SSE_IP_LIMIT_PER_MIN: '0' };
    this.config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_BALANCE: '100', ...limitsOff, ...(typeof this.env === 'function' ? this.env() : this.env) });
    // The deposit watcher is driven by hand (tests/server/deposits.test.ts), never on a timer here.
    this.app = await buildApp({ config: this.config, db: this.db, serveApp: false, clock: () => this.now ?? new Date(), events: this.events, bot: this.bot, watchDeposits: false });
    await this.app.ready();
  }

  /** Listens on a real loopback port (streams need one); returns the base URL. */
  async listen(): Promise<string> {
    if (!this.app.server.listening) await this.app.listen({ port: 0, host: '127.0.0.1' });
    const address = this.app.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }

  /** The URL of the database (Postgres only): a second app may share it. */
  get databaseUrl(): string | undefined {
    return this.database.url;
  }

  async stop(): Promise<void> {
    await this.app?.close();
    await this.database?.dispose();
  }

  /** Authorization header for a user, signed with the server's bot token by the server's helper. */
  authFor(user: InitDataUser, startParam?: string): string {
    const authDate = Math.floor((this.now ?? new Date()).getTime() / 1000);
    return tmaAuthorization(signInitData({ user, authDate, startParam }, this.config.botToken));
  }

  async call(method: InjectOptions['method'], url: string, { user, body, headers = {}, startParam }: Call = {}): Promise<Response> {
    const auth = user ? { authorization: this.authFor(user, startParam) } : {};
    const response = await this.app.inject({ method, url, headers: { ...auth, ...headers }, ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }) });
    let json: unknown = null;
    try {
      json = response.json();
    } catch {
      json = response.body;
    }
    return { status: response.statusCode, headers: response.headers, json };
  }

  /** Places an order with a fresh idempotency key unless one is given. */
  order(user: InitDataUser, body: Record<string, unknown>, key = `key-${Math.random().toString(36).slice(2)}`): Promise<Response> {
    return this.call('POST', '/api/v1/game/orders', { user, body, headers: { 'idempotency-key': key } });
  }

  async balance(user: InitDataUser): Promise<string> {
    return (await this.call('GET', '/api/v1/user/me', { user })).json.data.balance;
  }
}

/**
 * The databases this test file's suites run on: PGlite, and Postgres too when the file is on
 * tests/server/postgres-files.ts (where the database matters) and the run has a Postgres
 * (not SKIP_POSTGRES=1).
 */
export function databaseKinds(): DbKind[] {
  const testPath = expect.getState().testPath ?? '';
  return inject('postgresUrl') && postgresFileKey(testPath) in POSTGRES_FILES ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Runs a suite once per database of the file (databaseKinds: PGlite, and Postgres where the file is
 * listed in tests/server/postgres-files.ts) against a fresh server and database; after the suite,
 * the books must balance (zero sum, every account equal to its transfers).
 */
export function describeEachDb(name: string, body: (ctx: ServerContext) => void, env: ServerEnv = {}, events: AppOptions['events'] = {}, bot: AppOptions['bot'] = {}): void {
  describe.each(databaseKinds())(`${name} [%s]`, (kind) => {
    const ctx = new ServerContext(kind, env, events, bot);
    beforeAll(() => ctx.start());
    afterAll(async () => {
      try {
        expect(await booksProblems(ctx.db)).toEqual([]);
      } finally {
        await ctx.stop();
      }
    });
    body(ctx);
  });
}

/** The 18+ confirmation and the terms in force (POST /player/terms): the deposit flow opens only after it. */
export async function acceptTerms(ctx: ServerContext, user: InitDataUser): Promise<void> {
  const response = await ctx.call('POST', '/api/v1/player/terms', { user, body: { version: TERMS_VERSION, adult: true } });
  if (response.status !== 200) throw new Error(`terms not accepted: ${response.status}`);
}
