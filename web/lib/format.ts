// Formatters shared by every screen: US dollars and US dates (SPEC §2), written out by hand rather
// than with Intl: making the first Intl formatter costs a slow phone about 80 ms of blocked main
// thread while a screen starts (measured), and these formats are fixed (en-US). format.test.ts checks
// them against Intl.

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));

/**
 * Year, month (1-12) and day of a date: a calendar date (YYYY-MM-DD) is the same day everywhere, so it
 * is read as written; a moment (a date-time) is shown on the viewer's own calendar.
 */
function partsOf(iso: string): [number, number, number] | null {
  if (iso.length === 10) {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return Number.isInteger(y) && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth ? [y, m, d] : null;
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : [date.getFullYear(), date.getMonth() + 1, date.getDate()];
}

/** "1,234" from 1234: a whole number with US thousands separators. */
export function formatCount(n: number | bigint): string {
  return (typeof n === 'bigint' ? n : Math.trunc(n)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1 like", "3 likes": a count and its noun, singular for one (`many` where adding an s is wrong). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * "$1,234.50" from a decimal string such as "1234.5": the text itself is formatted (never a float),
 * so it is exact at any size; past two decimals it rounds half away from zero, as Intl does.
 */
export function formatUSD(amount: string): string {
  const text = amount.trim();
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return amount;
  const [, minus = '', whole = '0', fraction = ''] = match;
  let cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  if (fraction.length > 2 && Number(fraction[2]) >= 5) cents += 1n;
  const dollars = formatCount(cents / 100n);
  const rest = (cents % 100n).toString().padStart(2, '0');
  return `${minus}$${dollars}.${rest}`;
}

/** US short date, "9/12/2026", from an ISO date or date-time (SPEC §2 Finance Tracker). */
export function formatShortDate(iso: string): string {
  const parts = partsOf(iso);
  if (!parts) return iso;
  const [y, m, d] = parts;
  return `${m}/${d}/${y}`;
}

/** "Sep 12, 2026", where a date reads as part of a sentence (achievements, comments). */
export function formatMediumDate(iso: string): string {
  const parts = partsOf(iso);
  if (!parts) return iso;
  const [y, m, d] = parts;
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

/** "Nov 25", a date within the year in view (SPEC §2 Boost Board: 'Due' plus short month and day). */
export function formatMonthDay(iso: string): string {
  const parts = partsOf(iso);
  if (!parts) return iso;
  return `${MONTHS[parts[1] - 1]} ${parts[2]}`;
}

/** "November 2026" from a month (YYYY-MM). */
export function formatMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Number.isInteger(y) && m >= 1 && m <= 12 ? `${MONTH_NAMES[m - 1]} ${y}` : month;
}

/** "12 days left", "Due today", "1 day past the deadline" (SPEC §9: ceiling of the day difference). */
export function daysLeftText(days: number): string {
  if (days > 1) return `${days} days left`;
  if (days === 1) return '1 day left';
  if (days === 0) return 'Due today';
  return days === -1 ? 'Deadline passed yesterday' : `Deadline passed ${-days} days ago`;
}

/** "3:05 PM" on the viewer's clock. */
function clock(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "Nov 22, 3:05 PM", a moment on the viewer's own calendar and clock (messages, moods). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${clock(date)}`;
}

/**
 * When something shown offline was saved on this device: "just now", "5 minutes ago", "today at
 * 3:05 PM", "yesterday at 9:40 AM", or "on Nov 3" (the viewer's own clock and calendar).
 */
export function formatSavedAt(savedAt: number, now: number): string {
  const minutes = Math.floor((now - savedAt) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${countOf(minutes, 'minute')} ago`;
  const saved = new Date(savedAt);
  const time = clock(saved);
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const daysBefore = Math.round((day(new Date(now)) - day(saved)) / 86_400_000);
  if (daysBefore === 0) return `today at ${time}`;
  if (daysBefore === 1) return `yesterday at ${time}`;
  return `on ${MONTHS[saved.getMonth()]} ${saved.getDate()}`;
}

/**
 * Until when the offline copy opens on this device (issue 52): "today at 9:05 PM", "tomorrow at 3:05 AM",
 * or "on Nov 3 at 3:05 AM" (the viewer's own clock and calendar).
 */
export function formatUntil(until: number, now: number): string {
  const at = new Date(until);
  const day = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const daysAfter = Math.round((day(at) - day(new Date(now))) / 86_400_000);
  if (daysAfter === 0) return `today at ${clock(at)}`;
  if (daysAfter === 1) return `tomorrow at ${clock(at)}`;
  return `on ${MONTHS[at.getMonth()]} ${at.getDate()} at ${clock(at)}`;
}
