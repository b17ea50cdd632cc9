/**
 * A complaint's evidence pack (docs/back-office.md, "Complaints"): one ZIP an operator hands to the
 * player, an ADR body or a regulator. It holds the complaint with its messages, the player's
 * statement (every transfer of the span), each order with its seed commitment, the revealed seed
 * where the seed has been rotated, and the outcome recomputed here from them (a seed still in use
 * is not revealed: that would let the player foresee their next draws), each deposit and withdrawal
 * with its chain transaction, the audit entries about the player, and manifest.json naming each
 * file with its SHA-256, so anyone can check nothing was changed after the export.
 */
import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { formatUsdt } from '../../src/contract/money';
import type { AdminComplaint } from '../../src/contract/complaints';
import type { FairnessVersion } from '../../src/contract/fairness';
import type { Game } from '../../src/contract/games';
import type { Queryable } from '../db/db';
import { drawOutcome } from '../game/rules';
import { listStatement } from '../payments/statement-repository';
import { statementCsv } from '../payments/statement-csv';

/** The statement and the orders go back this far before the complaint. */
const SPAN_MS = 180 * 86_400_000;
const MAX_ORDERS = 10_000;

interface OrderRow {
  id: bigint;
  game: Game;
  option: string;
  number: number | null;
  amount_micro: bigint;
  outcome: number;
  result: string;
  payout_micro: bigint;
  nonce: bigint;
  created_at: Date;
  fairness_version: FairnessVersion;
  seed_hash: string;
  client_seed: string;
  seed: string;
  revealed_at: Date | null;
}

async function ordersWithProof(q: Queryable, userId: number, from: Date, maxOrders: number) {
  const rows = await q.query<OrderRow>(
    `SELECT o.id, o.game, o.option, o.number, o.amount_micro, o.outcome, o.result, o.payout_micro, o.nonce, o.created_at,
            o.fairness_version, s.seed_hash, s.client_seed, s.seed, s.revealed_at
     FROM orders o JOIN game_seeds s ON s.id = o.seed_id
     WHERE o.user_id = $1 AND o.created_at >= $2 ORDER BY o.id LIMIT $3`,
    // One more than the cap: whether the span held more orders than the pack carries.
    [userId, from, maxOrders + 1],
  );
  const orders = rows.slice(0, maxOrders).map((o) => {
    const revealed = o.revealed_at !== null;
    const commitmentHolds = revealed ? createHash('sha256').update(o.seed).digest('hex') === o.seed_hash : null;
    const recomputed = revealed ? drawOutcome(o.game, { serverSeed: o.seed, clientSeed: o.client_seed, nonce: Number(o.nonce) }, o.fairness_version) : null;
    return {
      id: Number(o.id),
      at: new Date(o.created_at).toISOString(),
      game: o.game,
      option: o.option,
      number: o.number,
      stake: formatUsdt(BigInt(o.amount_micro)),
      payout: formatUsdt(BigInt(o.payout_micro)),
      result: o.result,
      outcome: o.outcome,
      fairnessVersion: o.fairness_version,
      serverSeedCommitment: o.seed_hash,
      clientSeed: o.client_seed,
      nonce: Number(o.nonce),
      serverSeed: revealed ? o.seed : null,
      verification: revealed
        ? { commitmentHolds, recomputedOutcome: recomputed, matches: commitmentHolds === true && recomputed === o.outcome }
        : { pending: 'the server seed is still in use; it is revealed when the player rotates it' },
    };
  });
  return { orders, capped: rows.length > maxOrders };
}

async function chainRecords(q: Queryable, userId: number) {
  const deposits = await q.query<{ tx_hash: string; amount_micro: bigint; status: string; created_at: Date }>(
    'SELECT tx_hash, amount_micro, status, created_at FROM deposits WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  const withdrawals = await q.query<{ id: bigint; amount_micro: bigint; destination: string; status: string; tx_hash: string | null; created_at: Date }>(
    'SELECT id, amount_micro, destination, status, tx_hash, created_at FROM withdrawals WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return {
    deposits: deposits.map((d) => ({ txHash: d.tx_hash, amount: formatUsdt(BigInt(d.amount_micro)), status: d.status, at: new Date(d.created_at).toISOString() })),
    withdrawals: withdrawals.map((w) => ({
      id: Number(w.id),
      amount: formatUsdt(BigInt(w.amount_micro)),
      destination: w.destination,
      status: w.status,
      txHash: w.tx_hash,
      at: new Date(w.created_at).toISOString(),
    })),
  };
}

async function auditAbout(q: Queryable, userId: number, targets: readonly string[]) {
  const rows = await q.query<{ id: bigint; at: Date; operator_telegram_id: bigint; role: string | null; action: string; target: string | null; before: unknown; after: unknown; outcome: string; reason: string | null }>(
    'SELECT id, at, operator_telegram_id, role, action, target, before, after, outcome, reason FROM audit_log WHERE target = ANY ($1::text[]) ORDER BY id',
    [[`player:${userId}`, ...targets]],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), operator_telegram_id: Number(r.operator_telegram_id), at: new Date(r.at).toISOString() }));
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/**
 * The ZIP's bytes; `at` is when it was made (named in the manifest). At most `maxOrders` orders,
 * the oldest of the span: the manifest's `orders` says how many are in and whether the span held more.
 */
export async function evidencePack(q: Queryable, complaint: AdminComplaint, at: Date, maxOrders = MAX_ORDERS): Promise<Uint8Array> {
  const userId = complaint.player.id;
  const from = new Date(new Date(complaint.createdAt).getTime() - SPAN_MS);
  const chain = await chainRecords(q, userId);
  const { orders, capped } = await ordersWithProof(q, userId, from, maxOrders);
  const targets = [
    `complaint:${complaint.id}`,
    ...chain.withdrawals.map((w) => `withdrawal:${w.id}`),
    ...chain.deposits.map((d) => `deposit:${d.txHash}`),
  ];
  const files: Record<string, Uint8Array> = {
    'complaint.json': json(complaint),
    'statement.csv': strToU8(statementCsv(await listStatement(q, `player:${userId}`, from, at))),
    'orders.json': json(orders),
    'deposits.json': json(chain.deposits),
    'withdrawals.json': json(chain.withdrawals),
    'audit.json': json(await auditAbout(q, userId, targets)),
  };
  const manifest = {
    complaintId: complaint.id,
    player: complaint.player,
    span: { from: from.toISOString(), to: at.toISOString() },
    generatedAt: at.toISOString(),
    orders: { included: orders.length, capped, limit: maxOrders },
    files: Object.entries(files).map(([name, bytes]) => ({ name, sha256: createHash('sha256').update(bytes).digest('hex') })),
  };
  return zipSync({ ...files, 'manifest.json': json(manifest) }, { mtime: at });
}
