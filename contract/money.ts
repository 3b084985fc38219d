// Money is integer cents everywhere and decimal strings with two decimals on the wire ("12.50").
// Nothing here does floating-point arithmetic on money: amounts are parsed and printed as text.

/** The largest amount a single transaction, goal or starting balance may hold: $1,000,000,000. */
export const MAX_AMOUNT_CENTS = 100_000_000_000;
/** Balances and totals stay well inside exact integer range (2^53). */
export const MAX_BALANCE_CENTS = 1_000_000_000_000_000;

const DECIMAL = /^(-)?(\d{1,16})(?:\.(\d{1,2}))?$/;

/**
 * Cents from a decimal string ("12.5", "-3.05", "7") or a JSON number (read through its shortest
 * decimal text, so 0.1 is "0.1", never 0.1000000000000000055...). Null when it is not a decimal with
 * at most two decimals.
 */
export function toCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minus && cents !== 0 ? -cents : cents;
}

/** "12.50" from 1250; "-0.05" from -5. A bigint or a string of digits is exact at any size. */
export function fromCents(cents: number | bigint | string): string {
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Percent of a goal reached: current / target, whole percent, capped at 100, and 0 when the target is 0. */
export function goalPercent(currentCents: number, targetCents: number): number {
  if (targetCents <= 0) return 0;
  if (currentCents >= targetCents) return 100;
  // Integer division of cents: exact, no float rounding of money.
  return Math.max(0, Math.floor((currentCents * 100) / targetCents));
}

const DAY_MS = 86_400_000;

/** Days from `today` to `deadline` (both YYYY-MM-DD), rounded up; negative once it has passed. */
export function daysLeft(deadline: string, today: string): number {
  const diff = (Date.parse(`${deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return Math.ceil(diff);
}

/** Today's date where the user is, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
