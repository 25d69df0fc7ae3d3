import { cleanText } from '../../platform/domain/safe-text.rules';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { CsvLimits, csvRows } from '../../platform/csv/csv.format';
import { setImmediate as nextTurn } from 'node:timers/promises';

export const STOCK_CSV_HEADER = ['product', 'status', 'batch', 'manufecture_date', 'expire_date', 'warranty'] as const;
export const MAX_STOCK_ROWS = 100_000;
/** No cell of a stock file is longer (a product id is 36, a batch at most 64), nor a line. */
export const STOCK_CSV_LIMITS: CsvLimits = { maxCell: 256, maxLine: 1024 };
/** Rows checked between two looks at the clock. */
const ROWS_PER_STEP = 100;
/** Checking work between two turns of the event loop. */
const SLICE_MS = 8;

export interface StockRow {
  productId: string;
  status: string;
  batch: string;
  manufectureDate: string;
  expireDate: string;
  warranty: string;
}

export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** Products the uploader may stock, by id and by SKU. */
export interface OwnProducts {
  byId: Set<string>;
  bySku: Map<string, string[]>;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (s: string) => {
  const time = Date.parse(`${s}T00:00:00Z`);
  return DATE.test(s) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(s);
};

export class TooManyRows extends Error {}

/**
 * Checks a stock upload completely before anything is stored: the exact header, then every row (column
 * count, a product of the uploader by id or SKU, dates as YYYY-MM-DD, a status and a batch). Rows are
 * numbered as in a spreadsheet: the header is row 1. A cell or line over STOCK_CSV_LIMITS stops the check
 * where it is met (CsvTooLong).
 */
export function checkStockCsv(text: string, products: OwnProducts): { rows: StockRow[]; errors: RowError[] } {
  const checker = stockCsvChecker(text, products);
  for (let step = checker.next(); ; step = checker.next()) if (step.done) return step.value;
}

/**
 * The same check in slices of a few milliseconds, yielding to the event loop between them: a 100,000-row
 * file never holds the server for long at a time, however busy the machine.
 */
export async function checkStockCsvInSlices(text: string, products: OwnProducts): Promise<{ rows: StockRow[]; errors: RowError[] }> {
  const checker = stockCsvChecker(text, products);
  let sliceStarted = performance.now();
  for (let step = checker.next(); ; step = checker.next()) {
    if (step.done) return step.value;
    if (performance.now() - sliceStarted < SLICE_MS) continue;
    await nextTurn();
    sliceStarted = performance.now();
  }
}

/** Distinct cell values shared per column at most (see `sharedCells`). */
const SHARED_VALUES = 1_024;

/**
 * The checked rows stay in memory until the import is appended (100,000 of them), and a file's status and dates
 * mostly repeat from row to row: each distinct value is kept once (up to SHARED_VALUES per column) instead of
 * once per row, which made the rows a few times larger (and V8's heap several times that, see perf-notes).
 */
function sharedCells(): (column: number, value: string) => string {
  const columns: Map<string, string>[] = [];
  return (column, value) => {
    const seen = (columns[column] ??= new Map());
    const kept = seen.get(value);
    if (kept !== undefined) return kept;
    if (seen.size < SHARED_VALUES) seen.set(value, value);
    return value;
  };
}

/** The check as a generator that pauses every ROWS_PER_STEP rows. */
function* stockCsvChecker(text: string, products: OwnProducts): Generator<void, { rows: StockRow[]; errors: RowError[] }> {
  const source = csvRows(text, STOCK_CSV_LIMITS);
  const first = source.next();
  if (first.done) throw new ValidationFailed({ csv_file: ['The file is empty.'] });
  const header = first.value.map((h) => cleanText(h).trim());
  if (header.join(',') !== STOCK_CSV_HEADER.join(',')) {
    throw new ValidationFailed({ csv_file: [`The header must be exactly: ${STOCK_CSV_HEADER.join(',')}`] });
  }

  const rows: StockRow[] = [];
  const errors: RowError[] = [];
  const shared = sharedCells();
  let seen = 0;
  let line = 1;
  for (const raw of source) {
    line += 1;
    if (!raw.some((c) => c.trim() !== '')) continue;
    seen += 1;
    if (seen > MAX_STOCK_ROWS) throw new TooManyRows(`At most ${MAX_STOCK_ROWS} rows per file.`);
    if (seen % ROWS_PER_STEP === 0) yield;
    const cells = raw.map((c) => cleanText(c).trim());
    const row = line;
    if (cells.length !== STOCK_CSV_HEADER.length) {
      errors.push({ row, field: 'row', message: `Expected ${STOCK_CSV_HEADER.length} columns, found ${cells.length}.` });
      continue;
    }
    const [product, status, batch, manufectureDate, expireDate, warranty] = cells;
    const before = errors.length;
    const productId = resolveProduct(product, products, row, errors);
    if (!status) errors.push({ row, field: 'status', message: 'This field may not be blank.' });
    else if (status.length > 30) errors.push({ row, field: 'status', message: 'At most 30 characters.' });
    if (!batch) errors.push({ row, field: 'batch', message: 'This field may not be blank.' });
    else if (batch.length > 64) errors.push({ row, field: 'batch', message: 'At most 64 characters.' });
    for (const [field, value] of [
      ['manufecture_date', manufectureDate],
      ['expire_date', expireDate],
      ['warranty', warranty],
    ] as const) {
      if (!isDate(value)) errors.push({ row, field, message: `"${value.slice(0, 40)}" is not a date (YYYY-MM-DD).` });
    }
    if (errors.length === before && expireDate < manufectureDate) {
      errors.push({ row, field: 'expire_date', message: 'The expiry date is before the manufacture date.' });
    }
    if (errors.length === before && productId) {
      rows.push({
        productId,
        status: shared(0, status.toLowerCase()),
        batch,
        manufectureDate: shared(1, manufectureDate),
        expireDate: shared(2, expireDate),
        warranty: shared(3, warranty),
      });
    }
  }
  if (seen === 0) throw new ValidationFailed({ csv_file: ['The file has no rows.'] });
  return { rows, errors };
}

function resolveProduct(value: string, products: OwnProducts, row: number, errors: RowError[]): string | undefined {
  const id = value.toLowerCase();
  if (products.byId.has(id)) return id;
  const bySku = products.bySku.get(value);
  if (bySku?.length === 1) return bySku[0];
  if (bySku && bySku.length > 1) {
    errors.push({ row, field: 'product', message: `SKU "${value}" matches several of your products; use the product id.` });
  } else {
    errors.push({ row, field: 'product', message: `Unknown product "${value.slice(0, 60)}" (give one of your product ids or SKUs).` });
  }
  return undefined;
}
