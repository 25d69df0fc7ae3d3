import { Code } from '@mantine/core';
import { ResponsiveTable, type Column } from './responsive-table';

/** A row of an uploaded CSV file that was refused: its number (the header is row 1), the field and the reason. */
export type CsvRowError = { row: number; field?: string | null; message: string };

type CsvRowErrorsProps = {
  /** Accessible name of the table. */
  label: string;
  rows: readonly CsvRowError[];
  /** At most this many are listed (the caller says how many there are in all). */
  limit: number;
  /** What the file's columns are called on this screen ('Column', 'Field'). */
  fieldLabel?: string;
};

/** The refused rows of a CSV upload, on the responsive table pattern: cards on a phone, nothing sideways. */
export function CsvRowErrors({ label, rows, limit, fieldLabel = 'Column' }: CsvRowErrorsProps) {
  const columns: Column<CsvRowError & { index: number }>[] = [
    { key: 'row', label: 'Row', cell: (row) => row.row, width: 70, nowrap: true },
    { key: 'field', label: fieldLabel, cell: (row) => (row.field ? <Code>{row.field}</Code> : '—'), width: 150 },
    { key: 'message', label: 'Problem', cell: (row) => row.message },
  ];
  return (
    <ResponsiveTable
      label={label}
      rows={rows.slice(0, limit).map((row, index) => ({ ...row, index }))}
      rowKey={(row) => `${row.row}-${row.field ?? ''}-${row.index}`}
      columns={columns}
    />
  );
}
