/** Numbers as operators read them: USDT with two to six decimals, returns as percentages. */
const usdtFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
const percentFormat = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A decimal string from the API ("-12.5"); shown as it is when it is not a number. */
export function usdt(amount: string | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  const value = Number(amount);
  return Number.isFinite(value) ? `${usdtFormat.format(value)} USDT` : amount;
}

export function percent(ratio: number | null | undefined): string {
  return ratio === null || ratio === undefined ? '—' : percentFormat.format(ratio);
}

export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(+date) ? iso : `${dateFormat.format(date)} UTC`;
}
