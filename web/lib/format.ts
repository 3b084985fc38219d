// Formatters shared by every screen: US dollars and US short dates (SPEC §2).

/**
 * A calendar date (YYYY-MM-DD) is the same day everywhere, so it is read in UTC; a moment
 * (a date-time) is shown on the viewer's own calendar.
 */
function dateFormatter(options: Intl.DateTimeFormatOptions) {
  const day = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  const moment = new Intl.DateTimeFormat('en-US', options);
  return (iso: string) => (iso.length === 10 ? day.format(new Date(`${iso}T00:00:00Z`)) : moment.format(new Date(iso)));
}

const shortDate = dateFormatter({ month: 'numeric', day: 'numeric', year: 'numeric' });
const mediumDate = dateFormatter({ month: 'short', day: 'numeric', year: 'numeric' });

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * "$1,234.50" from a decimal string such as "1234.50". Intl formats the decimal string itself
 * (Intl.NumberFormat v3), never a float, so it is exact at any size.
 */
export function formatUSD(amount: string): string {
  const text = amount.trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return amount;
  return usd.format(text as Intl.StringNumericLiteral);
}

/** US short date, "9/12/2026", from an ISO date or date-time (SPEC §2 Finance Tracker). */
export function formatShortDate(iso: string): string {
  return shortDate(iso);
}

/** "Sep 12, 2026", where a date reads as part of a sentence (achievements, comments). */
export function formatMediumDate(iso: string): string {
  return mediumDate(iso);
}
