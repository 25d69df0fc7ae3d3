import { ApiError, errorMessage } from './api-error';

/** A refused row of an uploaded CSV file: its number (the header is row 1), the field and the reason. */
export type CsvRowError = { row: number; field: string; message: string };

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

/** What a refused CSV upload says: its summary (the error's own message when the body has none) and its refused rows. */
export function csvUploadFailure(error: unknown): { summary: string; rows: CsvRowError[] } {
  const { summary, rows } = error instanceof ApiError ? rowErrorsFrom(error.body) : { summary: null, rows: [] };
  return { summary: summary ?? errorMessage(error), rows };
}
