import type { LanguageCode } from '../../contract/languages';
import { parseUsdt } from '../../contract/money';
import { parseAmount } from '../../i18n/parse-amount';

/**
 * The deposit field as micro-USDT (= USDT jetton units), read in the player's number format as the
 * stake field is ("25,5" in German, Arabic-Indic digits...); null when it is not an amount or
 * below `minDeposit` (a decimal string from GET /wallet).
 */
export function parseDepositAmount(text: string, minDeposit: string, language?: LanguageCode): bigint | null {
  const decimal = parseAmount(text, language);
  const units = decimal === null ? null : parseUsdt(decimal);
  return units !== null && units >= (parseUsdt(minDeposit) ?? 0n) ? units : null;
}
