/**
 * Money is integer micro-USDT everywhere (1 USDT = 1_000_000); JSON carries it as a decimal
 * string with six places ("12.500000") so no float ever touches a balance.
 */
export const MICRO_PER_USDT = 1_000_000n;
const DECIMAL = /^(\d{1,12})(?:\.(\d{1,6}))?$/;

export function formatUsdt(micro: bigint): string {
  const sign = micro < 0n ? '-' : '';
  const abs = micro < 0n ? -micro : micro;
  const whole = abs / MICRO_PER_USDT;
  const frac = (abs % MICRO_PER_USDT).toString().padStart(6, '0');
  return `${sign}${whole}.${frac}`;
}

/** Parses a non-negative decimal USDT amount ("1", "0.5", "12.500000"); null when malformed. */
export function parseUsdt(text: string): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = BigInt(match[1] ?? '0');
  const frac = BigInt((match[2] ?? '').padEnd(6, '0'));
  return whole * MICRO_PER_USDT + frac;
}

/** The smallest deposit the wallet screen asks for (a smaller one is still credited). */
export const MIN_DEPOSIT_MICRO = 1_000_000n;
