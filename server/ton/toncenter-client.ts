import { Address } from './ton-address';
import { z } from 'zod';
import type { PaymentsConfig } from './payments-config';

/** One answer from the indexer may take this long; the watcher tries again on its next poll. */
const TIMEOUT_MS = 10_000;

const address = z.string().min(1).max(100);
const units = z.string().regex(/^\d{1,30}$/, 'must be a whole number of jetton units');

const JettonWallets = z.object({
  jetton_wallets: z.array(z.object({ address, owner: address, jetton: address, balance: units })),
});

const JettonTransfer = z.object({
  transaction_hash: z.string().min(1).max(100),
  transaction_lt: z.string().regex(/^\d{1,20}$/),
  transaction_aborted: z.boolean(),
  // Unix seconds of the transaction; lets a scan newest-first stop at what is older than it looks for.
  transaction_now: z.number().int().nonnegative().optional(),
  source: address.nullable(),
  destination: address,
  amount: units,
  jetton_master: address,
  forward_payload: z.string().max(16_384).nullable().optional(),
  query_id: z.string().regex(/^\d{1,20}$/).optional(),
});
export type JettonTransfer = z.infer<typeof JettonTransfer>;

const JettonTransfers = z.object({ jetton_transfers: z.array(JettonTransfer) });

const MasterchainInfo = z.object({ last: z.object({ seqno: z.coerce.number().int().nonnegative(), gen_utime: z.coerce.number().int().nonnegative() }) });
const MessageTransactions = z.object({
  transactions: z.array(
    z.object({
      hash: z.string().min(1).max(100),
      // aborted: the compute or the action phase failed (a send the wallet could not pay for).
      description: z.object({ aborted: z.boolean() }),
      out_msgs: z.array(z.object({ hash: z.string().min(1).max(100) })),
    }),
  ),
});
const V2Answer = z.object({ ok: z.literal(true), result: z.unknown() });
const GetMethodResult = z.object({ exit_code: z.number().int(), stack: z.array(z.tuple([z.string(), z.unknown()])) });
const SentBoc = z.object({ ok: z.literal(true), result: z.object({ hash: z.string().min(1).max(100) }) });

/** TVM's exit code when the account has no code to run: a wallet not deployed yet. */
const NOT_DEPLOYED_EXIT = -13;

/** The indexer is down, slow or answered something we cannot read: nothing is credited from it. */
export class IndexerError extends Error {}

/** The indexer knows no jetton wallet of that owner for that jetton: it never received any. */
export class NoJettonWalletError extends IndexerError {}

/**
 * The toncenter v3 calls the server makes (docs/payments.md), answers checked by schema: an
 * answer that does not fit is an IndexerError, never a partial page.
 */
export class ToncenterClient {
  constructor(private readonly config: Pick<PaymentsConfig, 'apiBase' | 'apiKey'>) {}

  private async get<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const url = `${this.config.apiBase}${path}?${new URLSearchParams(params).toString()}`;
    let body: unknown;
    try {
      const response = await fetch(url, {
        headers: this.config.apiKey ? { 'X-API-Key': this.config.apiKey } : {},
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new IndexerError(`${path} answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof IndexerError) throw error;
      throw new IndexerError(`${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new IndexerError(`${path} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`);
    return parsed.data;
  }

  /** The jetton wallet of `owner` for `master`, checked to belong to both; with its balance in units. */
  async jettonWallet(owner: Address, master: Address): Promise<{ address: Address; balance: bigint }> {
    const answer = await this.get('/api/v3/jetton/wallets', { owner_address: owner.toRawString(), jetton_address: master.toRawString(), limit: '1', offset: '0' }, JettonWallets);
    const [wallet] = answer.jetton_wallets;
    if (!wallet) throw new NoJettonWalletError(`no jetton wallet of ${owner.toRawString()} yet`);
    try {
      if (!Address.parse(wallet.owner).equals(owner) || !Address.parse(wallet.jetton).equals(master)) {
        throw new IndexerError('the indexer named a jetton wallet of another owner or jetton');
      }
      return { address: Address.parse(wallet.address), balance: BigInt(wallet.balance) };
    } catch (error) {
      if (error instanceof IndexerError) throw error;
      throw new IndexerError('the indexer named an unreadable jetton wallet');
    }
  }

  /** What `owner` holds of the jetton `master`, in units: 0 while it has no jetton wallet. */
  async jettonBalance(owner: Address, master: Address): Promise<bigint> {
    try {
      return (await this.jettonWallet(owner, master)).balance;
    } catch (error) {
      if (error instanceof NoJettonWalletError) return 0n;
      throw error;
    }
  }

  /**
   * How far the indexer has read the chain: the unix time of the last masterchain block it
   * processed. What it does not list from before then is not on the chain (docs/payments.md, Finality).
   */
  async indexedUntil(): Promise<number> {
    return (await this.get('/api/v3/masterchainInfo', {}, MasterchainInfo)).last.gen_utime;
  }

  /**
   * The transactions that took the message of this hash (hex; an external message, or an internal
   * one named by an earlier answer), as the indexer has them: aborted or without an outgoing
   * message, a transaction sent nothing. With the hashes (hex) of the messages it sent.
   */
  async messageTransactions(messageHash: string): Promise<{ hash: string; aborted: boolean; outMessages: string[] }[]> {
    const params = { msg_hash: Buffer.from(messageHash, 'hex').toString('base64'), direction: 'in', limit: '16', offset: '0' };
    const hex = (base64: string) => Buffer.from(base64, 'base64').toString('hex');
    return (await this.get('/api/v3/transactionsByMessage', params, MessageTransactions)).transactions.map((tx) => ({ hash: tx.hash, aborted: tx.description.aborted, outMessages: tx.out_msgs.map((m) => hex(m.hash)) }));
  }

  /**
   * The lock status of `owner`'s jetton wallet for `master`, as USDT's jetton wallet (the
   * stablecoin contract) answers its `get_status` get method through a liteserver: a uint4 whose
   * bit 1 stops the owner sending and bit 2 stops the wallet receiving (0: unlocked). A jetton
   * wallet the indexer does not know, or one not deployed (no code to run), never received
   * anything and cannot be locked: 0. Anything else unreadable is an IndexerError (unknown).
   */
  async jettonWalletStatus(owner: Address, master: Address): Promise<number> {
    let wallet: Address;
    try {
      wallet = (await this.jettonWallet(owner, master)).address;
    } catch (error) {
      if (error instanceof NoJettonWalletError) return 0;
      throw error;
    }
    const result = await this.post('/api/v2/runGetMethod', { address: wallet.toRawString(), method: 'get_status', stack: [] }, GetMethodResult);
    if (result.exit_code === NOT_DEPLOYED_EXIT) return 0;
    const [entry] = result.stack;
    if (result.exit_code !== 0 || !entry || entry[0] !== 'num' || typeof entry[1] !== 'string' || !/^(0x[0-9a-f]{1,2}|\d{1,2})$/i.test(entry[1])) {
      throw new IndexerError(`runGetMethod get_status answered exit code ${result.exit_code} or an unreadable stack`);
    }
    const status = Number(BigInt(entry[1]));
    if (status > 15) throw new IndexerError(`runGetMethod get_status answered ${status}, not a uint4`);
    return status;
  }

  /** A wallet's TON balance in nanotons as a liteserver reads it now (v2 getAddressBalance). */
  async tonBalance(wallet: Address): Promise<bigint> {
    const result = await this.getV2('/api/v2/getAddressBalance', { address: wallet.toRawString() }, z.string().regex(/^\d{1,30}$/));
    return BigInt(result);
  }

  private async getV2<T>(path: string, params: Record<string, string>, schema: z.ZodType<T>): Promise<T> {
    const answer = await this.get(path, params, V2Answer);
    const parsed = schema.safeParse(answer.result);
    if (!parsed.success) throw new IndexerError(`${path} answered an unexpected result`);
    return parsed.data;
  }

  private async post<T>(path: string, payload: object, schema: z.ZodType<T>): Promise<T> {
    let body: unknown;
    try {
      const response = await fetch(`${this.config.apiBase}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.config.apiKey ? { 'X-API-Key': this.config.apiKey } : {}) },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new IndexerError(`${path} answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof IndexerError) throw error;
      throw new IndexerError(`${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const answer = V2Answer.safeParse(body);
    const parsed = answer.success ? schema.safeParse(answer.data.result) : null;
    if (!parsed?.success) throw new IndexerError(`${path} answered an unexpected shape`);
    return parsed.data;
  }

  /**
   * Hands a signed external message to the network. An error here says nothing about whether it
   * arrived: the caller keeps the message and sends the very same one again.
   */
  async sendBoc(boc: string): Promise<string> {
    let body: unknown;
    try {
      const response = await fetch(`${this.config.apiBase}/api/v2/sendBocReturnHash`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.config.apiKey ? { 'X-API-Key': this.config.apiKey } : {}) },
        body: JSON.stringify({ boc }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new IndexerError(`sendBocReturnHash answered ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof IndexerError) throw error;
      throw new IndexerError(`sendBocReturnHash failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = SentBoc.safeParse(body);
    if (!parsed.success) throw new IndexerError('sendBocReturnHash answered an unexpected shape');
    return parsed.data.result.hash;
  }

  /**
   * One page of a jetton wallet's outgoing transfers, newest first, up to `endLt` (inclusive, as
   * toncenter reads it; null: from the newest). toncenter serves at most 1000 a page.
   */
  async outgoingTransfers(jettonWallet: Address, endLt: bigint | null, limit: number): Promise<JettonTransfer[]> {
    const params = { jetton_wallet: jettonWallet.toRawString(), direction: 'out', ...(endLt === null ? {} : { end_lt: endLt.toString() }), sort: 'desc', limit: String(limit), offset: '0' };
    return (await this.get('/api/v3/jetton/transfers', params, JettonTransfers)).jetton_transfers;
  }

  /** Incoming transfers of our jetton wallet from `startLt` on (inclusive), oldest first. */
  async incomingTransfers(jettonWallet: Address, startLt: bigint, limit: number): Promise<JettonTransfer[]> {
    const params = { jetton_wallet: jettonWallet.toRawString(), direction: 'in', start_lt: startLt.toString(), sort: 'asc', limit: String(limit), offset: '0' };
    return (await this.get('/api/v3/jetton/transfers', params, JettonTransfers)).jetton_transfers;
  }
}
