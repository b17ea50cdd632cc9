/**
 * How long a TON Connect proof holds, apart from its check (ton-proof.ts): the bind route needs it
 * at start, while the check's TON libraries load on the first proof only (docs/performance.md,
 * "Start-up"). The request's shape is the endpoint table's (src/contract/endpoints/wallet.ts).
 */

/** TON Connect: a proof is good for 15 minutes. */
export const PROOF_MAX_AGE_S = 15 * 60;
