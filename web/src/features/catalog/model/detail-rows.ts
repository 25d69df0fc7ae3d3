import type { DetailEntry } from '../api/product-queries';

/** One editable row of the key–value details editor (`uid` keeps React keys stable while rows move). */
export type DetailRow = { uid: number; key: string; value: string };

export const MAX_KEY_LENGTH = 100;
export const MAX_VALUE_LENGTH = 1000;

let nextUid = 1;
export function newRow(key = '', value = ''): DetailRow {
  return { uid: nextUid++, key, value };
}

export function rowsFrom(details: DetailEntry[] | undefined): DetailRow[] {
  return (details ?? []).map((entry) => newRow(entry.key, String(entry.value)));
}

/**
 * Checks the rows as the server will: blank rows are ignored, a key needs a value and the reverse, keys are
 * unique without regard to case, and lengths are bounded. Errors are keyed by row uid.
 */
export function checkRows(rows: DetailRow[]): { entries: DetailEntry[]; errors: Record<number, string> } {
  const errors: Record<number, string> = {};
  const entries: DetailEntry[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const key = row.key.trim();
    const value = row.value.trim();
    if (!key && !value) continue;
    if (!key) errors[row.uid] = 'Enter a name for this detail';
    else if (!value) errors[row.uid] = `Enter a value for “${key}”`;
    else if (key.length > MAX_KEY_LENGTH) errors[row.uid] = `A name has at most ${MAX_KEY_LENGTH} characters`;
    else if (value.length > MAX_VALUE_LENGTH) errors[row.uid] = `A value has at most ${MAX_VALUE_LENGTH} characters`;
    else if (seen.has(key.toLowerCase())) errors[row.uid] = `“${key}” is listed twice`;
    else {
      seen.set(key.toLowerCase(), row.uid);
      entries.push({ key, value });
    }
  }
  return { entries, errors };
}
