import '@mantine/dates/styles.css';
import { Button, Group } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import type { MonthRange } from '../api/report-queries';

// Mantine's placeholder grey is below 4.5:1 on white; the placeholders here say what an empty field means.
const PLACEHOLDER = { placeholder: { color: 'var(--mantine-color-gray-7)' } };

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
        clearable
        w={150}
        size="sm"
        styles={PLACEHOLDER}
      />
      <MonthPickerInput
        label="To"
        placeholder="This month"
        value={toDate(value.to)}
        minDate={toDate(value.from) ?? undefined}
        onChange={(v) => onChange({ ...value, to: toMonth(v) })}
        clearable
        w={150}
        size="sm"
        styles={PLACEHOLDER}
      />
      {(value.from || value.to) && (
        <Button variant="subtle" size="sm" onClick={() => onChange({})}>
          All time
        </Button>
      )}
    </Group>
  );
}
