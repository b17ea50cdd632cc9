/**
 * The stake rules the server enforces (GET /game/rules' limits, never above the balance), checked
 * before sending so the player sees the reason at once. The server still checks.
 */
import { parseUsdt } from '../../contract/money';
import { parseStake } from './parse-stake';

export type StakeProblem = 'format' | 'min' | 'max' | 'balance';

/** The rules' stake limits as the API sends them (decimal USDT strings). */
export interface StakeLimits {
  min: string;
  max: string;
}

/**
 * `balance` is the me call's decimal string and `limits` the rules' (GET /game/rules); either
 * unknown (not loaded) leaves that check to the server.
 */
export function stakeProblem(text: string, balance: string | undefined, limits: StakeLimits | undefined): StakeProblem | null {
  const stake = parseStake(text);
  if (stake === null) return 'format';
  const min = limits ? parseUsdt(limits.min) : null;
  const max = limits ? parseUsdt(limits.max) : null;
  if (stake === 0n && min === null) return 'format';
  if (min !== null && stake < min) return 'min';
  if (max !== null && stake > max) return 'max';
  const available = balance === undefined ? null : parseUsdt(balance);
  if (available !== null && stake > available) return 'balance';
  return null;
}
