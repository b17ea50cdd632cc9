/**
 * The stake rules the server enforces (DESIGN.md section 5: 0.1 to 1000 USDT, never above the
 * balance), checked before sending so the player sees the reason at once. The server still checks.
 */
import { MAX_STAKE_MICRO, MIN_STAKE_MICRO } from '../../contract/games';
import { parseUsdt } from '../../contract/money';

export type StakeProblem = 'format' | 'min' | 'max' | 'balance';

/** `balance` is the me call's decimal string; unknown (me skipped) leaves that check to the server. */
export function stakeProblem(text: string, balance: string | undefined): StakeProblem | null {
  const stake = parseUsdt(text);
  if (stake === null) return 'format';
  if (stake < MIN_STAKE_MICRO) return 'min';
  if (stake > MAX_STAKE_MICRO) return 'max';
  const available = balance === undefined ? null : parseUsdt(balance);
  if (available !== null && stake > available) return 'balance';
  return null;
}
