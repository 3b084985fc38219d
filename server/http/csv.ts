// RFC 4180 CSV, safe to open in a spreadsheet: text that a spreadsheet would run as a formula
// (=, +, -, @, tab, CR at the start) gets a leading apostrophe (OWASP "CSV injection").

export type Cell = string | number;

function cell(value: Cell, isText: boolean): string {
  let text = String(value);
  if (isText && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** `text[i]` says whether column i holds free text (numbers and dates are written as they are). */
export function toCsv(header: string[], rows: Cell[][], text: boolean[]): string {
  const lines = [header.map((h) => cell(h, true)).join(',')];
  for (const row of rows) lines.push(row.map((v, i) => cell(v, text[i] ?? true)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
