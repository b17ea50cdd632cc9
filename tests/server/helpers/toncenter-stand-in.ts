/**
 * A local stand-in for the toncenter v3 calls the server makes (docs/payments.md), for the
 * server and e2e tests (TON_API_BASE points here). It keeps a little chain: jetton wallets named by
 * (owner, master), and incoming jetton transfers with toncenter's field names and formats (raw
 * addresses, base64 hashes, decimal lt and amounts, forward payloads as real cells built with
 * @ton/core). It can also misbehave: be down, answer garbage, replay the same page, or run a hook
 * when it serves transfers (a test kills the server there). Its parts: the shapes
 * (toncenter-types.ts), the chain (toncenter-chain.ts) and the HTTP calls (toncenter-routes.ts).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Address, beginCell } from '@ton/core';
import { appendTo, ensureFunded, execute, jettonWalletOf, newChainState, nextTransfer, raw, type ChainState } from './toncenter-chain';
import { toncenterHandler } from './toncenter-routes';
import type { ToncenterStandIn } from './toncenter-types';

export type { Deposit, Mode, SendMode, SentMessage, StandInTransfer, ToncenterStandIn } from './toncenter-types';

export function commentPayload(memo: string): string {
  return beginCell().storeUint(0, 32).storeStringTail(memo).endCell().toBoc().toString('base64');
}

export interface StandInOptions {
  depositAddress: Address;
  usdtMaster: Address;
  /** The chain's wall clock in ms (default Date.now): a simulation runs on a clock of its own. */
  clockMs?: () => number;
}

/**
 * The stand-in without a server: its handle, its chain and the HTTP handler, for a caller that
 * answers requests in-process (the payout simulation's fault-injecting fetch, toncenter-faults.ts).
 */
export function createToncenterStandIn(options: StandInOptions, close: () => Promise<void> = async () => {}): { standIn: ToncenterStandIn; state: ChainState; handler: ReturnType<typeof toncenterHandler> } {
  const state = newChainState(options.usdtMaster, options.clockMs);
  const walletOf = (owner: Address, master: Address) => jettonWalletOf(state, owner, master);

  const standIn: ToncenterStandIn = {
    url: '',
    mode: 'ok',
    ignoreStartLt: false,
    delayMs: 0,
    onTransfersServed: null,
    requests: [],
    sendMode: 'ok',
    onCall: null,
    bounceOut: false,
    holdOut: false,
    jettonStatus: new Map(),
    statusDown: false,
    sent: state.sent,
    outTransfers: state.outTransfers,
    releaseHeld() {
      for (const [wallet, transfer] of state.heldIn.splice(0)) appendTo(state.transfers, wallet, transfer);
      for (const [wallet, transfer] of state.held.splice(0)) appendTo(state.outTransfers, wallet, transfer);
      for (const [hash, tx] of state.heldMessageTxs.splice(0)) state.messageTxs.set(hash, [...(state.messageTxs.get(hash) ?? []), tx]);
    },
    advanceTime(seconds) {
      state.shiftS += seconds;
    },
    async setTon(wallet, nano) {
      const sandbox = await ensureFunded(state, wallet);
      (await sandbox.getContract(wallet)).balance = nano;
    },
    async tonOf(wallet) {
      const sandbox = await ensureFunded(state, wallet);
      return (await sandbox.getContract(wallet)).balance;
    },
    runOnChain: (boc) => execute(state, boc, { bounceOut: standIn.bounceOut, holdOut: standIn.holdOut }),
    transfers: state.transfers,
    jettonWalletOf: walletOf,
    reset() {
      state.transfers.clear();
      state.outTransfers.clear();
      // A chain of its own, as each database starts its payout batches (and so the hot wallet's
      // query_ids) again from 1: the sandbox's wallets start anew too.
      state.sandbox = null;
      state.funded.clear();
      state.seqnos.clear();
      state.indexedSeqnos.clear();
      state.messageTxs.clear();
      state.sent.length = 0;
      state.held.length = 0;
      state.heldIn.length = 0;
      state.heldMessageTxs.length = 0;
      state.wallets.clear();
    },
    deposit(deposit) {
      const master = deposit.master ?? options.usdtMaster;
      const destination = deposit.destination ?? options.depositAddress;
      const wallet = raw(walletOf(destination, master));
      const from = deposit.from ?? new Address(0, randomBytes(32));
      const transfer = nextTransfer(state, {
        transaction_aborted: deposit.aborted ?? false,
        source: raw(from),
        source_wallet: raw(walletOf(from, master)),
        destination: raw(destination),
        amount: deposit.units.toString(),
        jetton_master: raw(master),
        response_destination: raw(from),
        forward_ton_amount: '1',
        forward_payload: deposit.forwardPayload ?? (deposit.memo === null || deposit.memo === undefined ? null : commentPayload(deposit.memo)),
      });
      if (standIn.holdOut) state.heldIn.push([wallet, transfer]);
      else appendTo(state.transfers, wallet, transfer);
      if (!deposit.aborted) state.wallets.get(wallet)!.balance += deposit.units;
      return transfer;
    },
    move(from, to, units) {
      standIn.deposit({ units, destination: to, from });
      state.wallets.get(raw(walletOf(from, options.usdtMaster)))!.balance -= units;
    },
    addOutgoing(owner, count, now) {
      const wallet = raw(walletOf(owner, options.usdtMaster));
      for (let i = 0; i < count; i += 1) {
        const to = new Address(0, randomBytes(32));
        const transfer = nextTransfer(state, { transaction_now: now, source: raw(owner), source_wallet: wallet, destination: raw(to), amount: '1', jetton_master: raw(options.usdtMaster), response_destination: raw(owner) });
        appendTo(state.outTransfers, wallet, transfer);
      }
    },
    close,
  };
  return { standIn, state, handler: toncenterHandler(state, standIn) };
}

export async function startToncenterStandIn(options: StandInOptions & { port?: number }): Promise<ToncenterStandIn> {
  const { standIn, handler } = createToncenterStandIn(options, () => new Promise((resolve) => server.close(() => resolve())));
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
