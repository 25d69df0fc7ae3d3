import { saveFile } from '../../../lib/save-file';

/** A CSV column: its header and how a row gives its cell. */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number };

/**
 * RFC 4180 CSV (CRLF, quotes doubled). A cell that starts with `= + - @` (or a tab or carriage return) is
 * prefixed with a quote mark, so a spreadsheet shows it as text instead of running it as a formula: product
 * names are typed by users.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const cell = (raw: string | number) => {
    let text = String(raw);
    if (typeof raw === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Hands a CSV text to the browser as a download. */
export function downloadCsv(filename: string, csv: string): void {
  // A byte-order mark, so spreadsheet programs read the UTF-8 names correctly.
  saveFile(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), filename);
}
