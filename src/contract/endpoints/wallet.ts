/** The wallet (docs/payments.md): summary, TON Connect binding, deposits' jetton wallet, transactions, statement, withdrawals. */
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { z } from 'zod';
import type { BindWalletResult, JettonWallet, ProofPayload, WalletSummary, WalletTransactionsPage } from '../api-types';
import { parseUsdt } from '../money';
import { WITHDRAWAL_STATUSES } from '../withdrawal-statuses';
import { defineEndpoints, schemaOf } from './endpoint';
import { data } from './envelope';
import { IdempotencyHeaders } from './game';

const Summary = schemaOf<WalletSummary>()(
  z.object({
    payments: z.boolean(),
    balance: z.string(),
    held: z.string(),
    termsAccepted: z.boolean(),
    depositAddress: z.string().nullable(),
    depositMemo: z.string().nullable(),
    usdtMaster: z.string().nullable(),
    network: z.enum(['mainnet', 'testnet']).nullable(),
    minDeposit: z.string(),
    boundAddress: z.string().nullable(),
    limits: z.null(),
    walletsListUrl: z.string().nullable(),
    heldReturning: z.object({ amount: z.string(), status: z.enum(WITHDRAWAL_STATUSES) }).nullable(),
  }),
);


const TransactionsPage = schemaOf<WalletTransactionsPage>()(
  z.object({
    data: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(['deposit', 'referral_payout', 'withdrawal', 'referral_withdrawal', 'withdrawal_refund', 'adjustment']),
        amount: z.string(),
        status: z.enum(['credited', ...WITHDRAWAL_STATUSES]),
        createdAt: z.string(),
        txHash: z.string().nullable(),
        balanceAfter: z.string().nullable(),
        rejectReason: z.string().nullable(),
      }),
    ),
    page: z.number(),
    hasNext: z.boolean(),
  }),
);

/** TON Connect's check-proof request: the wallet's address, its network and its signed ton_proof. */
export const CheckProofRequest = z.object({
  address: z.string().min(1).max(100),
  network: z.enum(['-239', '-3']),
  public_key: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 32 bytes in hex'),
  proof: z.object({
    timestamp: z.number().int().min(0),
    domain: z.object({ lengthBytes: z.number().int().min(0).max(256), value: z.string().max(256) }),
    payload: z.string().min(1).max(128),
    signature: z.string().min(1).max(200),
    state_init: z.string().min(1).max(4096),
  }),
});
export type CheckProofRequest = z.infer<typeof CheckProofRequest>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .transform((text) => new Date(`${text}T00:00:00Z`))
  .refine((date) => !Number.isNaN(date.getTime()), 'must be a real date');
const STATEMENT_MAX_DAYS = 366;

/** Both days count (UTC); at most a year, so one export stays small. */
const StatementQuery = z
  .object({ from: day, to: day })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to', path: ['from'] })
  .refine(({ from, to }) => differenceInCalendarDays(to, from) < STATEMENT_MAX_DAYS, { message: `at most ${STATEMENT_MAX_DAYS} days`, path: ['to'] });

/** A positive decimal string with at most 6 decimals ("10", "0.5"); a number, a sign or a 7th decimal is refused. */
const WithdrawalAmount = z
  .string()
  .max(32)
  .transform((text, ctx) => {
    const micro = parseUsdt(text);
    if (micro === null || micro === 0n) {
      ctx.addIssue({ code: 'custom', message: 'must be a positive decimal USDT amount with at most 6 decimals, like "10.5"' });
      return z.NEVER;
    }
    return micro;
  });

const RequestedWithdrawal = data(z.object({ id: z.string(), status: z.enum(WITHDRAWAL_STATUSES) }));
/**
 * The held deposits going home: the withdrawal and how much goes back, all of it in this one
 * withdrawal (the hot wallet has no amount limit that would split it: docs/player-protection.md).
 */
const HeldReturn = data(z.object({ id: z.string(), status: z.enum(WITHDRAWAL_STATUSES), amount: z.string() }));

export const walletEndpoints = defineEndpoints({
  'GET /wallet': { response: { 200: data(Summary) }, errors: [] },
  'GET /wallet/proof-payload': { response: { 200: data(schemaOf<ProofPayload>()(z.object({ payload: z.string() }))) }, errors: ['payments_off', 'verification_required'] },
  'POST /wallet/bind': {
    body: CheckProofRequest,
    response: { 200: data(schemaOf<BindWalletResult>()(z.object({ boundAddress: z.string() }))) },
    errors: ['payments_off', 'verification_required', 'proof_invalid', 'proof_payload_unknown', 'proof_expired', 'proof_domain_mismatch', 'wallet_unsupported'],
  },
  'GET /wallet/jetton-wallet': {
    response: { 200: data(schemaOf<JettonWallet>()(z.object({ address: z.string() }))) },
    errors: ['payments_off', 'verification_required', 'wallet_not_bound', 'indexer_unavailable'],
  },
  'GET /wallet/transactions': {
    query: z.object({ page: z.coerce.number<number>().int().min(1).max(10_000).default(1) }),
    response: { 200: TransactionsPage },
    errors: [],
  },
  /** text/csv, every transfer of the player in those days (sent as it is, not serialized). */
  'GET /wallet/statement.csv': { query: StatementQuery, response: { 200: z.string() }, errors: [] },
  /** 201 a new withdrawal; 200 the same one again for a repeated Idempotency-Key. */
  'POST /wallet/withdrawals': {
    body: z.object({ amount: WithdrawalAmount }),
    headers: IdempotencyHeaders,
    response: { 200: RequestedWithdrawal, 201: RequestedWithdrawal },
    errors: ['payments_off', 'no_bound_wallet', 'withdraw_below_min', 'withdraw_daily_limit', 'withdraw_above_balance', 'idempotency_key_reused', 'limit_reached', 'timed_out', 'self_excluded', 'verification_required'],
  },
  /** The held deposits back to the bound wallet (docs/player-protection.md): 201 new, 200 the same key again. */
  'POST /wallet/held/withdraw': {
    headers: IdempotencyHeaders,
    response: { 200: HeldReturn, 201: HeldReturn },
    errors: ['payments_off', 'no_bound_wallet', 'nothing_held', 'withdraw_below_min', 'withdraw_daily_limit', 'idempotency_key_reused'],
  },
});
