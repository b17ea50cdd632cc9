/**
 * The limits in force for a player: their own, and where they set none of a kind and period, the
 * default their jurisdiction's profile offers (docs/compliance.md, "Jurisdiction profiles"). The
 * default is never written as the player's own: it follows the profile (a new residence, a changed
 * file) until the player acts on it. What the player's row of that kind and period says decides:
 * - no row: the default applies;
 * - an amount: theirs applies (a default lowered, or a raise whose 24 hours are over);
 * - no amount, a raise or removal waiting: the default applies until it is due;
 * - no amount, nothing waiting: the player removed the limit (after the wait), so none applies.
 */
import { LIMIT_KINDS, LIMIT_PERIODS } from '../../src/contract/protection';
import type { DefaultLimit } from '../compliance/jurisdiction-profiles';
import type { LimitRow } from './limit-repository';

export interface LimitInForce extends LimitRow {
  /** The amount is the profile's default, not the player's own. */
  byDefault: boolean;
}

export function limitsInForce(rows: readonly LimitRow[], defaults: readonly DefaultLimit[]): LimitInForce[] {
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.flatMap((period): LimitInForce[] => {
      const row = rows.find((one) => one.kind === kind && one.period === period);
      const fallback = defaults.find((one) => one.kind === kind && one.period === period);
      if (row && row.amountMicro !== null) return [{ ...row, byDefault: false }];
      if (fallback && (!row || row.pending)) return [{ kind, period, amountMicro: fallback.amountMicro, pending: row?.pending ?? null, byDefault: true }];
      // Only a pending limit and no default: shown as waiting, enforcing nothing yet.
      if (row?.pending) return [{ ...row, byDefault: false }];
      return [];
    }),
  );
}
