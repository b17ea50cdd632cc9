import { parseUsdt } from '../../contract/money';

/**
 * The stake field's text as micro-USDT, or null when it is not an amount. The one place the form
 * reads what the player typed: a locale-aware parser (comma decimals, native digits) replaces this.
 */
export function parseStake(text: string): bigint | null {
  return parseUsdt(text);
}
