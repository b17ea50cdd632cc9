import { createHash, createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { signInitData, tmaAuthorization } from '../../server/auth/sign-init-data';
import { postTransfer } from '../../server/books/transfer-repository';
import { loadConfig } from '../../server/config';
import { listMigrations, migrate } from '../../server/db/migrate';
import { verifyOrder } from '../../src/features/history/fairness/verify-order';
import { openTestDatabase, type DbKind, type TestDatabase } from './helpers/test-database';

/** How orders were drawn before migration 004 (the old README): message `${userId}:${nonce}`, a digit. */
function legacyDigit(seed: string, userId: number, nonce: number): number {
  const digest = createHmac('sha256', seed).update(`${userId}:${nonce}`).digest();
  for (let offset = 0; offset < 32; offset += 4) {
    const word = digest.readUInt32BE(offset);
    if (word < 4_294_967_290) return word % 10;
  }
  throw new Error('all eight words rejected');
}

function legacyWins(option: string, digit: number, number: number | null): boolean {
  if (option.startsWith('lottery_')) return option === `lottery_${(digit % 3) + 1}`;
  if (option === 'lucky_number') return digit === number;
  if (option === 'even' || option === 'odd') return option === (digit % 2 === 0 ? 'even' : 'odd');
  return option === (digit >= 5 ? 'over' : 'under');
}

const BETS = [
  ['lottery', 'lottery_1', null],
  ['lottery', 'lottery_2', null],
  ['lottery', 'lottery_3', null],
  ['odd_even', 'even', null],
  ['big_small', 'under', null],
  ['lucky_number', 'lucky_number', 3],
] as const;

const kinds: DbKind[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

describe.each(kinds)('orders placed before migration 004 [%s]', (kind) => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_BALANCE: '0', RATE_LIMIT_PER_MIN: '0' });
  const players = { played: { telegramId: 7_700_001, id: 0 }, neverPlayed: { telegramId: 7_700_002, id: 0 } };
  const legacySeed = randomBytes(32).toString('hex');

  const authHeaders = (telegramId: number) => ({
    authorization: tmaAuthorization(signInitData({ user: { id: telegramId, first_name: 'Old' }, authDate: Math.floor(Date.now() / 1000) }, config.botToken)),
  });
  const call = (telegramId: number, method: 'GET' | 'POST', url: string) => app.inject({ method, url, headers: authHeaders(telegramId) });

  beforeAll(async () => {
    database = await openTestDatabase(kind, inject('postgresUrl'), listMigrations().filter((migration) => migration.version < 4));
    const { db } = database;
    for (const player of Object.values(players)) {
      const [row] = await db.query<{ id: bigint }>(
        `INSERT INTO users (telegram_id, first_name, language_code, ref_code) VALUES ($1, 'Old', 'en', $2) RETURNING id`,
        [player.telegramId, `old${player.telegramId}`],
      );
      player.id = Number(row!.id);
    }
    // The old schema: a seed without a client seed, and orders settled the old way.
    const userId = players.played.id;
    const [seedRow] = await db.query<{ id: bigint }>(
      'INSERT INTO game_seeds (user_id, seed, seed_hash, next_nonce) VALUES ($1, $2, $3, $4) RETURNING id',
      [userId, legacySeed, createHash('sha256').update(legacySeed).digest('hex'), BETS.length],
    );
    for (const [nonce, [game, option, number]] of BETS.entries()) {
      const digit = legacyDigit(legacySeed, userId, nonce);
      const win = legacyWins(option, digit, number);
      await db.query(
        `INSERT INTO orders (user_id, game, option, number, amount_micro, outcome, result, payout_micro, seed_id, nonce, created_at)
         VALUES ($1, $2, $3, $4, 100000, $5, $6, $7, $8, $9, now())`,
        [userId, game, option, number, digit, win ? 'win' : 'loss', win ? 1 : 0, seedRow!.id, nonce],
      );
    }
    const applied = await migrate(db);
    if (!applied.includes('004_fair_seeds.sql')) throw new Error(`migration 004 not applied: ${applied.join(', ')}`);
    app = await buildApp({ config, db, serveApp: false, clock: () => new Date(), events: {} });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('gives a player who never played a commitment with a client seed, and (migration 030) the next seed committed', async () => {
    const seed = (await call(players.neverPlayed.telegramId, 'GET', '/api/v1/game/seed')).json().data;
    const hex64 = expect.stringMatching(/^[0-9a-f]{64}$/);
    expect(seed).toEqual({ seedHash: hex64, nextSeedHash: hex64, clientSeed: expect.stringMatching(/^[0-9a-f]{16}$/), nonce: 0 });
    const [row] = await database.db.query<{ seed: string; next_seed: string }>('SELECT seed, next_seed FROM game_seeds WHERE seed_hash = $1', [seed.seedHash]);
    expect(row!.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(row!.seed).digest('hex')).toBe(seed.seedHash);
    expect(row!.next_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(row!.next_seed).digest('hex')).toBe(seed.nextSeedHash);
  });

  it('reveals every old order as drawn (user id as the client seed, lottery by digit % 3); the app verifier does not take version 1 on the server\'s word', async () => {
    const { telegramId, id } = players.played;
    const history = (await call(telegramId, 'GET', '/api/v1/game/history')).json().data;
    expect(history).toHaveLength(BETS.length);
    expect(history.every((entry: { clientSeed: string }) => entry.clientSeed === String(id))).toBe(true);

    const rotated = (await call(telegramId, 'POST', '/api/v1/game/seed/rotate')).json().data;
    expect(rotated.previousSeed).toBe(legacySeed);
    for (const entry of history) {
      const details = (await call(telegramId, 'GET', `/api/v1/game/orders/${entry.orderId}`)).json().data;
      expect(details).toMatchObject({ fairnessVersion: 1, serverSeed: legacySeed, clientSeed: String(id) });
      // Re-checked by hand with the documented version-1 rule (docs/fairness.md).
      const digit = legacyDigit(legacySeed, id, details.nonce);
      expect(details.outcome).toBe(digit);
      expect(details.result).toBe(legacyWins(details.option, digit, details.number ?? null) ? 'win' : 'loss');
      expect(await verifyOrder(details)).toEqual({ status: 'version_mismatch', version: 1 });
    }
  });

  it('places new orders on the migrated seed under the current version', async () => {
    const { telegramId } = players.neverPlayed;
    const response = await call(telegramId, 'GET', '/api/v1/game/seed');
    const seed = response.json().data;
    const [row] = await database.db.query<{ seed: string }>('SELECT seed FROM game_seeds WHERE seed_hash = $1', [seed.seedHash]);
    await postTransfer(database.db, { from: 'house:bankroll', to: `player:${players.neverPlayed.id}`, amountMicro: 1_000_000n, reason: 'admin_credit', reference: 'admin:test' });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/v1/game/orders',
      headers: { ...authHeaders(telegramId), 'idempotency-key': 'migrated-1' },
      payload: { game: 'lottery', option: 'lottery_2', amount: '0.1' },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(order).toMatchObject({ clientSeed: seed.clientSeed, seedHash: seed.seedHash, nonce: 0 });
    expect(await verifyOrder({ ...order, fairnessVersion: 2, serverSeed: row!.seed })).toEqual({ status: 'verified', outcome: order.outcome });
    expect([1, 2, 3]).toContain(order.outcome);
  });
});
