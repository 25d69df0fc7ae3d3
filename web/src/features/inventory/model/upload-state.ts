import type { UploadProgress } from '../../../lib/api-client';
import type { CsvRowError } from '../api/stock-item-queries';

/** Percent of the file sent, or null while the server processes it (the bar then runs indeterminate). */
export function uploadPercent(progress: UploadProgress | null): number | null {
  if (!progress || progress.phase === 'processing') return null;
  if (!progress.total) return 0;
  return Math.min(100, Math.round((progress.loaded / progress.total) * 100));
}

/**
 * The 400 body of a rejected CSV: `{csv_file: [summary, 'Row 3, product: …', …], row_errors: [{row, field,
 * message}]}`. Older or other bodies carry only the messages; those lines are parsed back into rows.
 */
export function rowErrorsFrom(body: unknown): { summary: string | null; rows: CsvRowError[] } {
  if (!body || typeof body !== 'object') return { summary: null, rows: [] };
  const record = body as Record<string, unknown>;
  const messages = Array.isArray(record.csv_file) ? record.csv_file.filter((m): m is string => typeof m === 'string') : [];
  const summary = messages[0] ?? null;
  if (Array.isArray(record.row_errors)) {
    const rows = record.row_errors
      .filter((e): e is CsvRowError => Boolean(e) && typeof e === 'object' && typeof (e as CsvRowError).row === 'number')
      .map((e) => ({ row: e.row, field: String(e.field ?? ''), message: String(e.message ?? '') }));
    return { summary, rows };
  }
  const rows: CsvRowError[] = [];
  for (const line of messages.slice(1)) {
    const match = /^Row (\d+)(?:, ([^:]+))?: (.*)$/.exec(line);
    if (match) rows.push({ row: Number(match[1]), field: match[2] ?? '', message: match[3]! });
  }
  return { summary, rows };
}

/** A starter file: the exact header and one example row for the given product SKU. */
export function csvTemplate(sku: string | undefined, today: string): string {
  const header = 'product,status,batch,manufecture_date,expire_date,warranty';
  return `${header}\r\n${sku ?? 'YOUR-SKU'},active,BATCH-001,${today},2030-12-31,2027-12-31\r\n`;
}
