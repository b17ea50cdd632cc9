/**
 * USDT for people: the API's six-decimal strings ("12.500000") shown with two decimals at least
 * and no trailing noise ("12.50", "0.1234"). Pure string work, so no float ever rounds a payout.
 */
export function displayUsdt(amount: string): string {
  const [whole = '0', frac = ''] = amount.split('.');
  const trimmed = frac.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${trimmed}`;
}
