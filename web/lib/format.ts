// Formatters shared by every screen: US dollars and US short dates (SPEC §2).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "$1,234.50" from a decimal string such as "1234.50" (exact: no float arithmetic happens here). */
export function formatUSD(amount: string): string {
  return usd.format(Number(amount));
}

/** "Sep 12, 2026" from an ISO date or date-time. */
export function formatShortDate(iso: string): string {
  return shortDate.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}
