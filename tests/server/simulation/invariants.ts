/**
 * What must hold after every simulation run, read from the database and from the chain's own
 * record (never from what the server believes): each line returned is one broken invariant.
 */
import { checkBooks } from '../../../server/books/books-check';
import { raw } from '../helpers/toncenter-chain';
import type { World } from './world';

interface Row {
  id: bigint;
  user_id: bigint;
  amount_micro: bigint;
  status: string;
}

/** What left our hot jetton wallet on chain (not bounced), indexed or not yet. */
function paidOut(world: World) {
  const wallet = raw(world.hotJettonWallet);
  const out = [...(world.state.outTransfers.get(wallet) ?? []), ...world.state.held.filter(([w]) => w === wallet).map(([, t]) => t)];
  return out.filter((t) => !t.transaction_aborted);
}

/** How many times the chain paid each query_id. */
function paidOnChain(world: World): Map<string, number> {
  const paid = new Map<string, number>();
  for (const t of paidOut(world)) paid.set(t.query_id, (paid.get(t.query_id) ?? 0) + 1);
  return paid;
}

export async function brokenInvariants(world: World): Promise<string[]> {
  const broken: string[] = [];
  const { db } = world;
  const books = await checkBooks(db);
  if (books.sumMicro !== 0n) broken.push(`the books sum to ${books.sumMicro}, not 0`);
  for (const m of books.mismatches) broken.push(`${m.account} holds ${m.balanceMicro} but its transfers make ${m.transfersMicro}`);

  const paid = paidOnChain(world);
  const refs = new Map<string, number>();
  for (const r of await db.query<{ reference: string }>('SELECT reference FROM transfers')) refs.set(r.reference, (refs.get(r.reference) ?? 0) + 1);
  const count = (reference: string) => refs.get(reference) ?? 0;

  const withdrawals = await db.query<Row>('SELECT id, user_id, amount_micro, status FROM withdrawals ORDER BY id');
  const paidByPlayer = new Map<number, bigint>();
  for (const w of withdrawals) {
    const times = paid.get(String(w.id)) ?? 0;
    const sent = count(`withdrawal:${w.id}:sent`);
    const refunded = count(`withdrawal:${w.id}:refund`);
    if (times > 1) broken.push(`withdrawal ${w.id} was paid on chain ${times} times`);
    if (times === 1) paidByPlayer.set(Number(w.user_id), (paidByPlayer.get(Number(w.user_id)) ?? 0n) + w.amount_micro);
    if (w.status === 'sent' && (times !== 1 || sent !== 1 || refunded !== 0)) broken.push(`withdrawal ${w.id} is sent but paid ${times} times, booked sent ${sent}, refunded ${refunded}`);
    else if (w.status === 'failed_refunded' && (times !== 0 || sent !== 0 || refunded !== 1)) broken.push(`withdrawal ${w.id} is refunded but paid ${times} times, booked sent ${sent}, refunded ${refunded}`);
    else if (w.status !== 'sent' && w.status !== 'failed_refunded') broken.push(`withdrawal ${w.id} never settled: still ${w.status} (paid on chain ${times} times)`);
  }

  const depositedByPlayer = new Map<number, bigint>();
  for (const d of world.deposits) {
    const credits = count(`deposit:${d.hashHex}`);
    if (credits !== 1) broken.push(`the deposit ${d.hashHex.slice(0, 12)} of ${d.units} was credited ${credits} times`);
    depositedByPlayer.set(d.userId, (depositedByPlayer.get(d.userId) ?? 0n) + d.units);
  }

  // A player holds what the chain brought in for them less what the chain paid out to them.
  for (const player of world.players) {
    const [account] = await db.query<{ balance_micro: bigint }>('SELECT balance_micro FROM accounts WHERE name = $1', [`player:${player.id}`]);
    const balance = account?.balance_micro ?? 0n;
    const expected = (depositedByPlayer.get(player.id) ?? 0n) - (paidByPlayer.get(player.id) ?? 0n);
    if (balance !== expected) broken.push(`player ${player.id} holds ${balance}, the chain says ${expected} (in ${depositedByPlayer.get(player.id) ?? 0n}, paid ${paidByPlayer.get(player.id) ?? 0n})`);
  }

  // What our two wallets hold on chain is what the books say we hold.
  const chainHolds = world.deposits.reduce((sum, d) => sum + d.units, 0n) - paidOut(world).reduce((sum, t) => sum + BigInt(t.amount), 0n);
  const [house] = await db.query<{ balance_micro: bigint }>(`SELECT balance_micro FROM account_balances WHERE name = 'house:deposits'`);
  const booksHold = -(house?.balance_micro ?? 0n);
  if (chainHolds !== booksHold) broken.push(`the chain holds ${chainHolds}, the books say ${booksHold}`);
  return broken;
}

