/**
 * A batch's two statements (migration 257, server/game/order-batch-functions.ts) on a real
 * database, without a server: open_orders opens each order as open_order_columns does, and
 * settle_orders settles each in its own subtransaction, so a stake that would overdraw undoes that
 * order alone, and a withdrawn claim is given back: no order row, no transfer, the key free, the
 * nonce not consumed. The others commit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_FAIRNESS_VERSION } from '../../../src/contract/fairness';
import type { Db } from '../../../server/db/db';
import { openOrders, settleOrders, type OrderToSettle } from '../../../server/game/order-batch-functions';
import type { OpenedOrder } from '../../../server/game/order-functions';
import { findActiveSeed } from '../../../server/game/seed-repository';
import { ensurePlayer } from '../../../server/onboarding/ensure-player';
import type { Player } from '../../../server/users/player';
import { findUserById } from '../../../server/users/user-repository';
import { databaseKinds } from '../helpers/test-server';
import { booksProblems, databaseForSuite, playerTransfers } from '../helpers/test-database';

const NOW = new Date('2026-11-25T12:00:00Z');
const USDT = 1_000_000n;
let nextTelegramId = 8_400_000;

for (const kind of databaseKinds()) {
  describe(`a batch's two statements on ${kind}`, () => {
    const suite = databaseForSuite(kind);
    let db: Db;
    beforeAll(() => {
      db = suite.database.db;
    });

    async function newPlayer(): Promise<Player> {
      nextTelegramId += 1;
      const profile = { telegramId: nextTelegramId, firstName: 'Bat', lastName: null, username: null, languageCode: 'en' };
      return ensurePlayer(db, null, { profile, referrerCode: null, welcomeMicro: 10n * USDT });
    }

    function toSettle(player: Player, open: OpenedOrder, key: string, amountMicro: bigint): OrderToSettle {
      if (!open.claimed || !open.seed) throw new Error('not claimed');
      const order = {
        id: open.orderId, userId: player.id, game: 'odd_even', option: 'odd', number: null, amountMicro, outcome: 1, result: 'loss', payoutMicro: 0n,
        fairnessVersion: CURRENT_FAIRNESS_VERSION, seedHash: open.seed.seedHash, clientSeed: open.seed.clientSeed, serverSeed: null, nonce: open.seed.nextNonce,
        createdAt: NOW, seedId: open.seed.id,
      } as const;
      return { order, key, events: [{ userId: player.id, event: { type: 'new_game', data: { result: 'loss', orderId: String(open.orderId), option: 'odd' } } }] };
    }

    /** What an order left for the player: orders, keys, transfers, balance, the seed's next nonce. */
    async function traces(player: Player) {
      const [orders] = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM orders WHERE user_id = $1', [player.id]);
      const [keys] = await db.query<{ n: bigint }>('SELECT count(*) AS n FROM idempotency_keys WHERE user_id = $1', [player.id]);
      return {
        orders: orders?.n, keys: keys?.n, transfers: (await playerTransfers(db, player.id)).filter((t) => t.reference.startsWith('order:')).length,
        balance: (await findUserById(db, player.id))?.balanceMicro, nonce: (await findActiveSeed(db, player.id))?.nextNonce,
      };
    }

    it('settles each order alone: an overdrawing stake and a withdrawn claim leave no trace, the others commit', async () => {
      const [kept, over, withdrawn, second] = [await newPlayer(), await newPlayer(), await newPlayer(), await newPlayer()];
      const players = [kept, over, withdrawn, second];
      const before = await Promise.all(players.map((player) => traces(player)));
      const settled = await db.transaction(async (tx) => {
        const opened = await openOrders(tx, players.map((player) => ({ userId: player.id, key: `k${player.id}`, requestHash: 'h', now: NOW, defaults: [] })));
        expect(opened.map((open) => open.claimed)).toEqual([true, true, true, true]);
        const w = opened[2]!;
        if (!w.claimed || !w.seed) throw new Error('not claimed');
        return settleOrders(
          tx,
          [toSettle(kept, opened[0]!, `k${kept.id}`, USDT), toSettle(over, opened[1]!, `k${over.id}`, 11n * USDT), toSettle(second, opened[3]!, `k${second.id}`, 2n * USDT)],
          [{ userId: withdrawn.id, key: `k${withdrawn.id}`, seedId: w.seed.id, nonce: w.seed.nextNonce }],
          true,
        );
      }, { beginWithFirstStatement: true });
      expect(settled).toEqual([{ stakeStatus: 'posted', balanceMicro: 9n * USDT }, { stakeStatus: 'refused' }, { stakeStatus: 'posted', balanceMicro: 8n * USDT }]);
      expect(await traces(kept)).toEqual({ ...before[0], orders: 1n, keys: 1n, transfers: 1, balance: 9n * USDT, nonce: before[0]!.nonce! + 1 });
      expect(await traces(over)).toEqual(before[1]);
      expect(await traces(withdrawn)).toEqual(before[2]);
      expect(await traces(second)).toEqual({ ...before[3], orders: 1n, keys: 1n, transfers: 1, balance: 8n * USDT, nonce: before[3]!.nonce! + 1 });
      const outbox = await db.query<{ user_id: bigint }>('SELECT user_id FROM event_outbox WHERE user_id = ANY($1::bigint[]) ORDER BY id', [players.map((p) => p.id)]);
      expect(outbox.map((row) => Number(row.user_id))).toEqual([kept.id, second.id]);
      expect(await booksProblems(db)).toEqual([]);
    });

    it('open_orders answers a replayed key as open_order_columns does, beside claimed ones', async () => {
      const [a, b] = [await newPlayer(), await newPlayer()];
      await db.query("INSERT INTO idempotency_keys (user_id, key, request_hash, order_id) VALUES ($1, 'seen', 'old', NULL)", [a.id]);
      let opened: OpenedOrder[] = [];
      await db
        .transaction(async (tx) => {
          opened = await openOrders(tx, [{ userId: a.id, key: 'seen', requestHash: 'h', now: NOW, defaults: [] }, { userId: b.id, key: 'new', requestHash: 'h', now: NOW, defaults: [] }]);
          throw new Error('roll back');
        })
        .catch(() => {});
      expect(opened[0]).toEqual({ claimed: false, requestHash: 'old', orderId: null });
      expect(opened[1]).toMatchObject({ claimed: true, protection: { userId: b.id } });
    });
  });
}
