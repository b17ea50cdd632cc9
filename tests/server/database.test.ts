import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_USAGE, UsageError, creditPlayer, parseCreditArgs, reconcile } from '../../server/admin-commands';
import { listMigrations, migrate } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-db';
import { openPostgresDb } from '../../server/db/pg-db';
import { cliActor, cliDeps, FINANCE } from './helpers/admin-kit';
import { booksProblems, openTestDatabase } from './helpers/test-database';
import { describeEachDb, newTelegramUser } from './helpers/test-server';

describe('PGlite in DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sendswin-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates the database on first start, migrates once, and keeps data across reopening', { timeout: 120_000 }, async () => {
    const first = await openDatabase({ dataDir: join(dataDir, 'nested'), databaseUrl: undefined });
    await first.query("INSERT INTO users (telegram_id, first_name, language_code, ref_code) VALUES (42, 'Kept', 'en', 'kept1')");
    await first.close();

    const reopened = await openDatabase({ dataDir: join(dataDir, 'nested'), databaseUrl: undefined });
    try {
      expect(await migrate(reopened)).toEqual([]);
      const rows = await reopened.query<{ first_name: string }>('SELECT first_name FROM users WHERE telegram_id = 42');
      expect(rows).toEqual([{ first_name: 'Kept' }]);
      const versions = await reopened.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(versions.map((row) => row.version)).toEqual(listMigrations().map((migration) => migration.version));
      // Durable (docs/operations.md) with the small buffer pool (docs/performance.md, "Server footprint").
      const show = async (name: string) => Object.values((await reopened.query<Record<string, string>>(`SHOW ${name}`))[0] ?? {})[0];
      const settings = { fsync: await show('fsync'), sync: await show('synchronous_commit'), walSync: await show('wal_sync_method'), buffers: await show('shared_buffers') };
      expect(settings).toEqual({ fsync: 'on', sync: 'on', walSync: 'fsync', buffers: '16MB' });
    } finally {
      await reopened.close();
    }
  });
});

describe.skipIf(!inject('postgresUrl'))('Postgres migrations', () => {
  it('applies each migration once when several instances start together', async () => {
    const test = await openTestDatabase('postgres', inject('postgresUrl'));
    try {
      // Every table, whichever migrations exist: the instances start on an empty database.
      await test.db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      const url = (await test.db.query<{ url: string }>('SELECT current_database() AS url'))[0]?.url;
      const adminUrl = new URL(inject('postgresUrl') ?? '');
      adminUrl.pathname = `/${url}`;
      const instances = await Promise.all(Array.from({ length: 4 }, () => openPostgresDb(adminUrl.toString(), 2)));
      const applied = await Promise.all(instances.map((db) => migrate(db)));
      await Promise.all(instances.map((db) => db.close()));
      expect(applied.flat()).toEqual(listMigrations().map((migration) => migration.name));
    } finally {
      await test.dispose();
    }
  });
});

describeEachDb('the books and the admin credit command', (ctx) => {
  it('credits a player from the bankroll and prints the new balance', async () => {
    const user = newTelegramUser();
    await ctx.call('GET', '/api/v1/user/me', { user });
    expect(await creditPlayer(cliDeps(ctx), cliActor(FINANCE), parseCreditArgs(String(user.id), '25.5'))).toBe(`Credited 25.500000 USDT to ${user.id}; balance now 125.500000 USDT`);
    expect(await ctx.balance(user)).toBe('125.500000');
    expect(await booksProblems(ctx.db)).toEqual([]);
  });

  it('credits a reference once: a retried command changes nothing and says so', async () => {
    const user = newTelegramUser();
    await ctx.call('GET', '/api/v1/user/me', { user });
    await creditPlayer(cliDeps(ctx), cliActor(FINANCE), parseCreditArgs(String(user.id), '2', 'ticket-7'));
    await expect(creditPlayer(cliDeps(ctx), cliActor(FINANCE), parseCreditArgs(String(user.id), '2', 'ticket-7'))).rejects.toThrow(/ticket-7 was already posted/);
    expect(await ctx.balance(user)).toBe('102.000000');
    expect(() => parseCreditArgs(String(user.id), '2', 'no spaces')).toThrow(UsageError);
  });

  it('reconciles the books, and reports a difference with the chain', async () => {
    expect(await reconcile(ctx.db)).toEqual({ ok: true, lines: ['Sum over all accounts: 0.000000 USDT (must be 0)', 'Books reconciled'] });
    const onChain = await reconcile(ctx.db, async () => ({ depositWalletMicro: 5n, hotWalletMicro: null }));
    expect(onChain.ok).toBe(false);
    expect(onChain.lines).toContain('On chain 0.000005 USDT, books 0.000000 USDT (of which unattributed 0.000000 USDT)');
    expect((await reconcile(ctx.db, async () => ({ depositWalletMicro: 0n, hotWalletMicro: null }))).ok).toBe(true);
  });

  it.each([
    ['abc', '1', 'telegramId'],
    ['1', '-5', 'amount'],
    ['1', '0', 'amount'],
    ['1', '1.0000001', 'amount'],
    ['424242', '1', 'No player'],
  ])('refuses credit %s %s with a usage error', async (telegramId, amount, message) => {
    const attempt = async () => creditPlayer(cliDeps(ctx), cliActor(FINANCE), parseCreditArgs(telegramId, amount));
    await expect(attempt()).rejects.toBeInstanceOf(UsageError);
    await expect(attempt()).rejects.toThrow(message);
    expect(ADMIN_USAGE).toContain('credit <telegramId> <amount');
  });

  it('refuses a debit that would overdraw, at the database too', async () => {
    const user = newTelegramUser();
    const me = (await ctx.call('GET', '/api/v1/user/me', { user })).json.data;
    await expect(ctx.db.query("UPDATE accounts SET balance_micro = -1 WHERE name = 'player:' || $1", [String(me.id)])).rejects.toThrow(/violates check constraint/);
  });
});
