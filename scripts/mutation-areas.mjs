// The areas `npm run mutate` scores one by one (docs/mutation-testing.md): the code each mutates
// and the tests run against its mutants. Every mutant re-runs the tests that reach it, so these
// are fast ones: no server start, and the tests of SQL-bearing code open one PGlite per file from
// a pre-migrated snapshot (tests/server/helpers/pglite-snapshot.ts).
export const MUTATION_AREAS = [
  {
    name: 'server/auth',
    mutate: [
      'server/auth/auth-date.ts',
      'server/auth/telegram-hash.ts',
      'server/auth/init-data.ts',
      'server/auth/launch-data-cache.ts',
      'server/auth/login-widget.ts',
      'server/telegram/telegram-profile.ts',
      'server/auth/tokens.ts',
      'server/auth/sign-init-data.ts',
    ],
    tests: ['tests/server/auth-units/*.test.ts'],
  },
  {
    name: 'server/game',
    mutate: ['server/game/*.ts'],
    tests: ['tests/server/rules.test.ts', 'tests/server/game-units/*.test.ts'],
  },
  {
    name: 'server/referrals',
    // With the queueing of a circle's payout to the bound wallet: its approval threshold.
    mutate: ['server/referrals/*.ts', 'server/withdrawals/queue-referral-payout.ts'],
    tests: ['tests/server/referral-units/*.test.ts'],
  },
  {
    name: 'books',
    // The transfers and the reconciliation of the books with the chain (server/books/).
    mutate: ['server/books/*.ts'],
    tests: [
      'tests/server/books-units.test.ts',
      'tests/server/transfer-repository.test.ts',
      'tests/server/books-zero-sum.test.ts',
      'tests/server/reconciliation-monitor.test.ts',
      'tests/server/reconcile-hot-wallet.test.ts',
    ],
  },
  {
    name: 'ton_proof',
    // The wallet binding's proof: a slip here binds someone else's wallet to a player.
    mutate: ['server/payments/ton-proof.ts', 'server/payments/wallet-public-key.ts'],
    tests: ['tests/server/ton-proof-vectors.test.ts', 'tests/server/ton-proof-refusals.test.ts'],
  },
  {
    name: 'deposit watcher',
    // Credits each deposit once, only from the real USDT jetton wallet.
    mutate: ['server/payments/deposit-watcher.ts', 'server/payments/credit-deposit.ts', 'server/payments/forward-payload.ts', 'server/payments/deposit-repository.ts'],
    tests: ['tests/server/deposit-watcher-units.test.ts', 'tests/server/deposits.test.ts'],
  },
  {
    name: 'payout worker',
    // Signs, sends, settles and refunds withdrawals: paid once or refunded once, never both.
    // The tests against the real contract in @ton/sandbox behind the toncenter stand-in
    // (payout-worker, payout-finality, payout-confirm-paging, payout-batches) are left to
    // `npm test`: each costs its file's whole start-up per mutant, about 50 minutes a run here.
    mutate: ['server/withdrawals/payout-worker.ts', 'server/withdrawals/payout-batch-fate.ts', 'server/withdrawals/settle-withdrawal.ts', 'server/withdrawals/payout-batch-repository.ts', 'server/ton/highload-wallet-v3.ts'],
    tests: ['tests/server/payout-batch-fate.test.ts', 'tests/server/payout-worker-units.test.ts', 'tests/server/payout-message-vectors.test.ts'],
  },
  {
    name: 'withdrawal requests and screening',
    // A player's cash-out (the minimum, the day's maximum without refunded ones, the approval
    // threshold, the Idempotency-Key), held deposits taken home or released, the status writer,
    // and the screening before signing (the deny list, the jetton wallet's lock bits, the hold).
    mutate: [
      'server/withdrawals/request-withdrawal.ts',
      'server/withdrawals/return-held.ts',
      'server/withdrawals/withdrawal-repository.ts',
      'server/withdrawals/withdrawal-status.ts',
      'server/withdrawals/hold-withdrawal.ts',
      'server/withdrawals/payout-screening.ts',
      'server/withdrawals/payout-denylist.ts',
      'server/payments/release-held.ts',
    ],
    tests: ['tests/server/withdrawal-units/*.test.ts'],
  },
  {
    name: 'server/admin money decisions',
    // An operator's adjustment and withdrawal approval: one operator's solo limit per player and
    // 24 hours, the dual-approval thresholds, the transfer's two accounts, the audited transaction.
    mutate: [
      'server/admin/decide-withdrawal.ts',
      'server/admin/request-adjustment.ts',
      'server/admin/adjust-balance.ts',
      'server/admin/solo-limit.ts',
      'server/admin/withdrawal-queue-repository.ts',
      'server/admin/audited.ts',
    ],
    tests: ['tests/server/admin-units/money-decisions.test.ts'],
  },
  {
    name: 'server/admin operator safety',
    // What keeps an operator from acting unseen or beyond their role: the guard (session, idle
    // time-out, CSRF, role), the audit log and its hash chain, a jurisdiction flag cleared once per
    // key, an unattributed deposit assigned or refunded, the adjustments' records.
    mutate: [
      'server/admin/admin-guard.ts',
      'server/admin/audit-chain.ts',
      'server/admin/audit-repository.ts',
      'server/admin/clear-flag.ts',
      'server/admin/decide-deposit.ts',
      'server/admin/adjustment-repository.ts',
    ],
    tests: ['tests/server/admin-units/operator-safety.test.ts', 'tests/server/admin-units/money-decisions.test.ts'],
  },
  {
    name: 'server/bot delivery',
    // Each Telegram update handled once (a failed one handed back for Telegram's retry), one poller
    // and one outbox sender across instances (leases), the outbox's answer to each Bot API refusal.
    mutate: [
      'server/bot/dedupe-middleware.ts',
      'server/bot/update-repository.ts',
      'server/bot/lease-repository.ts',
      'server/bot/outbox-sender.ts',
      'server/bot/sender-api.ts',
      'server/bot/poller.ts',
    ],
    tests: ['tests/server/bot-units/bot-delivery.test.ts'],
  },
  {
    name: 'server/protection limits and gates',
    // What a player set to protect themselves: limits lowered at once and raised after 24 hours,
    // a profile's defaults, deposits held and orders refused past a limit or during a block.
    mutate: [
      'server/protection/change-limit.ts',
      'server/protection/default-limits.ts',
      'server/protection/limit-repository.ts',
      'server/protection/deposit-gate.ts',
      'server/protection/order-gate.ts',
      'server/protection/terms-gate.ts',
      'server/protection/protection-change-log.ts',
    ],
    tests: ['tests/server/protection-units/limits-and-gates.test.ts'],
  },
  {
    name: 'server/events replay',
    mutate: ['server/events/event-repository.ts'],
    tests: ['tests/server/event-repository.test.ts'],
  },
  {
    name: 'src/telegram gates and limits',
    // The bridge tests post through a fake Telegram window.
    environment: 'jsdom',
    mutate: ['src/telegram/version.ts', 'src/telegram/features.ts', 'src/telegram/validate.ts', 'src/telegram/startup.ts'],
    tests: [
      'tests/unit/telegram/version.test.ts',
      'tests/unit/telegram/gates.test.ts',
      'tests/unit/telegram/limits.test.ts',
      'tests/unit/telegram/validate.test.ts',
      'tests/unit/telegram/startup.test.ts',
      'tests/unit/telegram/startup-boundaries.test.ts',
    ],
  },
  {
    name: 'src/contract',
    // Not UTC, with summer time switching at 01:00 UTC on a Sunday: a circle computed in local time
    // instead of UTC is then a different week near the boundary. Setting TZ inside a test cannot
    // show it here, since Stryker runs the tests in worker threads.
    timeZone: 'Europe/Berlin',
    mutate: ['src/contract/*.ts'],
    tests: [
      'tests/unit/circle-id.test.ts',
      'tests/unit/language-match.test.ts',
      'tests/unit/language-chunks.test.ts',
      'tests/unit/fairness-verifier.test.ts',
      'tests/unit/contract/*.test.ts',
      'tests/server/rules.test.ts',
    ],
  },
  {
    name: 'client wallet',
    // Withdrawals and held withdrawals (the amount read in the player's format, the Idempotency-Key
    // kept across a retry whose fate is open), the deposit's amount and message, the terms step.
    // The deposit panel is left to the e2e tests: TON Connect's UI needs a real browser.
    environment: 'jsdom',
    setup: 'unit',
    mutate: [
      'src/features/wallet/api/request-withdrawal.ts',
      'src/features/wallet/api/withdraw-held.ts',
      'src/features/wallet/api/bind-wallet.ts',
      'src/features/wallet/deposit-amount.ts',
      'src/features/wallet/ton/*.ts',
      'src/features/wallet/components/WithdrawForm.tsx',
      'src/features/wallet/components/HeldFunds.tsx',
      'src/features/wallet/components/TermsStep.tsx',
      'src/lib/idempotency.ts',
    ],
    tests: [
      'tests/unit/idempotency.test.ts',
      'tests/unit/wallet-deposit-message.test.ts',
      'tests/unit/wallet-units.test.ts',
      'tests/unit/wallet-forms.test.tsx',
      'tests/unit/wallet-withdraw.test.tsx',
      'tests/unit/wallet-terms-and-held.test.tsx',
    ],
  },
  {
    name: 'client protection',
    // Limits (the amount as typed, read in the player's format), the reality check, and the
    // time-out and self-exclusion behind their confirmation.
    environment: 'jsdom',
    setup: 'unit',
    mutate: ['src/features/protection/api/*.ts', 'src/features/protection/components/*.ts', 'src/features/protection/components/*.tsx', 'src/features/protection/routes/ProtectionScreen.tsx'],
    tests: ['tests/unit/protection-screen.test.tsx', 'tests/unit/protection-units.test.tsx'],
  },
];

/** An area's file-name-safe slug: its reports are reports/mutation/<slug>.json. */
export const areaSlug = (name) => name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase();
