/**
 * CSV for every upload and export (stock, warranty partners): one parser, with the cell and line limits
 * each upload sets for itself.
 */

/** A cell or line longer than the limits: refused where it is met, before the rest is read. */
export class CsvTooLong extends Error {
  constructor(
    readonly row: number,
    readonly what: 'cell' | 'line',
    readonly limit: number,
  ) {
    super(`Row ${row}: a ${what} longer than ${limit} characters.`);
  }
}

export interface CsvLimits {
  maxCell: number;
  maxLine: number;
}

const NO_LIMITS: CsvLimits = { maxCell: Infinity, maxLine: Infinity };

/**
 * RFC 4180 CSV: quoted fields with doubled quotes, commas and line breaks inside quotes, CRLF or LF line
 * ends, a leading UTF-8 BOM ignored. A cell or line over the limits throws CsvTooLong.
 */
export function parseCsv(text: string, limits: CsvLimits = NO_LIMITS): string[][] {
  return [...csvRows(text, limits)];
}

/**
 * The rows of a CSV text one at a time (RFC 4180 as parseCsv), refusing a cell or line (rows numbered from
 * 1) longer than the limits as soon as it is met: a 30 MB cell costs a few characters of work, not 30 MB.
 */
export function* csvRows(text: string, limits: CsvLimits = NO_LIMITS): Generator<string[]> {
  let row: string[] = [];
  let field = '';
  // The field's characters read since the last special one, text[run, i) (-1: none), added to `field` in one
  // slice: adding them one by one made a new string per character (millions for a 100,000-row file, most of the
  // parse's time and garbage).
  let run = -1;
  let fieldStart = 0;
  let lineStart = 0;
  let rowNumber = 1;
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // Called after the character at i is read: the cell so far is i + 1 - fieldStart characters as written.
  const check = () => {
    if (i + 1 - fieldStart > limits.maxCell) throw new CsvTooLong(rowNumber, 'cell', limits.maxCell);
    if (i + 1 - lineStart > limits.maxLine) throw new CsvTooLong(rowNumber, 'line', limits.maxLine);
  };
  const take = () => {
    if (run < 0) return;
    field += text.slice(run, i);
    run = -1;
  };
  fieldStart = lineStart = i;
  for (; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        take();
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else if (run < 0) run = i;
      check();
      continue;
    }
    if (c === '"' && field === '' && run < 0) quoted = true;
    else if (c === ',') {
      take();
      row.push(field);
      field = '';
      fieldStart = i + 1;
    } else if (c === '\n' || c === '\r') {
      take();
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      yield row;
      row = [];
      field = '';
      rowNumber += 1;
      fieldStart = lineStart = i + 1;
      continue;
    } else if (run < 0) run = i;
    check();
  }
  take();
  if (field !== '' || row.length > 0) {
    row.push(field);
    yield row;
  }
}

/**
 * One CSV cell for export. Cells that a spreadsheet would run as a formula (starting with = + - @, or a
 * tab or carriage return) get a leading apostrophe; cells with separators or quotes are quoted.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return values.map(csvCell).join(',');
}
