// RFC 4180 CSV, safe to open in a spreadsheet: text that a spreadsheet would run as a formula
// (=, +, -, @, tab, CR at the start) gets a leading apostrophe (OWASP "CSV injection"), and every cell
// holding a separator a spreadsheet might split on (comma, semicolon, tab) or a quote or line break is
// quoted, so no part of it can start a cell of its own.
import { Readable } from 'node:stream';

export type Cell = string | number;

function cell(value: Cell, isText: boolean): string {
  let text = String(value);
  if (isText && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line with its CRLF; `text[i]` says whether column i holds free text (numbers and dates are written as they are). */
export function csvLine(values: Cell[], text: boolean[]): string {
  return `${values.map((v, i) => cell(v, text[i] ?? true)).join(',')}\r\n`;
}

export function toCsv(header: string[], rows: Cell[][], text: boolean[]): string {
  return (
    csvLine(
      header,
      header.map(() => true),
    ) + rows.map((row) => csvLine(row, text)).join('')
  );
}

/** A CSV file as a stream: the header, then each row as it is read, so a long history is never held whole. */
export function csvStream(header: string[], rows: AsyncIterable<Cell[]>, text: boolean[]): Readable {
  return Readable.from(
    (async function* () {
      yield csvLine(
        header,
        header.map(() => true),
      );
      for await (const row of rows) yield csvLine(row, text);
    })(),
  );
}
