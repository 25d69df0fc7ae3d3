import { ValidationFailed } from '../../platform/errors/domain.errors';
import { CsvLimits, parseCsv } from '../../platform/csv/csv.format';
import { PartnerDetails } from './warranty-partner.decider';

export const WARRANTY_CSV_HEADER = ['name', 'email', 'phone', 'address', 'service_area'] as const;
export const MAX_PARTNER_ROWS = 5_000;
/** No partner field is longer than 500 characters (the address), nor a row of five over 4,096 with quotes. */
export const WARRANTY_CSV_LIMITS: CsvLimits = { maxCell: 1_024, maxLine: 4_096 };

export interface RowError {
  row: number;
  field: string;
  message: string;
}

export class TooManyRows extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+0-9 ()-]{5,20}$/;
const LIMITS: Record<keyof PartnerDetails, number> = { name: 200, email: 254, phone: 20, address: 500, serviceArea: 200 };

/** One partner's fields, checked alike for the form and each CSV row. */
export function partnerFieldErrors(p: PartnerDetails): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  const names: Record<keyof PartnerDetails, string> = { name: 'name', email: 'email', phone: 'phone', address: 'address', serviceArea: 'service_area' };
  for (const key of Object.keys(names) as (keyof PartnerDetails)[]) {
    if (!p[key]) errors.push({ field: names[key], message: 'This field may not be blank.' });
    else if (p[key].length > LIMITS[key]) errors.push({ field: names[key], message: `Ensure this field has no more than ${LIMITS[key]} characters.` });
  }
  if (p.email && p.email.length <= LIMITS.email && !EMAIL.test(p.email)) errors.push({ field: 'email', message: 'Enter a valid email address.' });
  if (p.phone && p.phone.length <= LIMITS.phone && !PHONE.test(p.phone)) errors.push({ field: 'phone', message: 'Enter a valid phone number.' });
  return errors;
}

/**
 * Checks a partner file completely before anything is stored, with the stock upload's strictness: the exact
 * header, then every row (column count, every field, no e-mail twice in one file). Rows are numbered as in a
 * spreadsheet: the header is row 1. A cell or line over WARRANTY_CSV_LIMITS stops the check where it is met
 * (CsvTooLong).
 */
export function checkWarrantyCsv(text: string): { rows: PartnerDetails[]; errors: RowError[] } {
  const table = parseCsv(text, WARRANTY_CSV_LIMITS).filter((cells, index) => index === 0 || cells.some((c) => c.trim() !== ''));
  if (table.length === 0) throw new ValidationFailed({ csv_file: ['The file is empty.'] });
  const header = table[0].map((h) => h.trim());
  if (header.join(',') !== WARRANTY_CSV_HEADER.join(',')) {
    throw new ValidationFailed({ csv_file: [`The header must be exactly: ${WARRANTY_CSV_HEADER.join(',')}`] });
  }
  if (table.length - 1 > MAX_PARTNER_ROWS) throw new TooManyRows(`At most ${MAX_PARTNER_ROWS} rows per file.`);
  if (table.length === 1) throw new ValidationFailed({ csv_file: ['The file has no rows.'] });

  const rows: PartnerDetails[] = [];
  const errors: RowError[] = [];
  const seen = new Map<string, number>();
  for (let i = 1; i < table.length; i += 1) {
    const row = i + 1;
    const cells = table[i].map((c) => c.trim());
    if (cells.length !== WARRANTY_CSV_HEADER.length) {
      errors.push({ row, field: 'row', message: `Expected ${WARRANTY_CSV_HEADER.length} columns, found ${cells.length}.` });
      continue;
    }
    const [name, email, phone, address, serviceArea] = cells;
    const partner = { name, email: email.toLowerCase(), phone, address, serviceArea };
    const problems = partnerFieldErrors(partner);
    const earlier = seen.get(partner.email);
    if (partner.email && earlier !== undefined) problems.push({ field: 'email', message: `The same e-mail as row ${earlier}.` });
    else if (partner.email) seen.set(partner.email, row);
    for (const p of problems) errors.push({ row, ...p });
    if (problems.length === 0) rows.push(partner);
  }
  return { rows, errors };
}
