import { parseUsdt } from '../../contract/money';

/**
 * A stake as micro-USDT, or null when it is not an amount. It takes the plain decimal that
 * i18n/parse-amount.ts made of what the player typed (comma decimals, native digits).
 */
export function parseStake(text: string): bigint | null {
  return parseUsdt(text);
}
