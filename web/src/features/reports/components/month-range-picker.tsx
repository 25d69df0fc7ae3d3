import '@mantine/dates/styles.css';
import { Button, Group } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import type { MonthRange } from '../api/report-queries';

// What both month fields share. Mantine's placeholder grey is below 4.5:1 on white; the placeholders here say what an
// empty field means.
const MONTH_FIELD = { clearable: true, w: 150, size: 'sm', styles: { placeholder: { color: 'var(--mantine-color-gray-7)' } } } as const;

const toMonth = (value: string | null) => (value ? value.slice(0, 7) : undefined);
const toDate = (month: string | undefined) => (month ? `${month}-01` : null);

/** From and to months of a report (UTC calendar months, both included). */
export function MonthRangePicker({ value, onChange }: { value: MonthRange; onChange: (range: MonthRange) => void }) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <MonthPickerInput
        label="From"
        placeholder="First month"
        value={toDate(value.from)}
        maxDate={toDate(value.to) ?? undefined}
        onChange={(v) => onChange({ ...value, from: toMonth(v) })}
        {...MONTH_FIELD}
      />
      <MonthPickerInput
        label="To"
        placeholder="This month"
        value={toDate(value.to)}
        minDate={toDate(value.from) ?? undefined}
        onChange={(v) => onChange({ ...value, to: toMonth(v) })}
        {...MONTH_FIELD}
      />
      {(value.from || value.to) && (
        <Button variant="subtle" size="sm" onClick={() => onChange({})}>
          All time
        </Button>
      )}
    </Group>
  );
}
